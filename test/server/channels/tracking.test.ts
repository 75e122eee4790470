import { afterEach, describe, expect, test } from "bun:test";
import { createLinkSigner, trackedUrls } from "../../../server/src/tracking/index.ts";
import { alertingServer } from "../../e2e/delivery/support.ts";
import { createChannel } from "./helpers.ts";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0)) await fn();
});

describe("tracked links", () => {
  test("tokens verify only for their kind and key, and cannot be altered", () => {
    const signer = createLinkSigner("key-one-0123456789abcdef0123456789");
    const other = createLinkSigner("key-two-0123456789abcdef0123456789");
    const id = crypto.randomUUID();
    const token = signer.sign("click", id);
    expect(signer.verify("click", token)).toBe(id);
    expect(signer.verify("open", token)).toBeNull();
    expect(other.verify("click", token)).toBeNull();
    expect(signer.verify("click", token.replace(id, crypto.randomUUID()))).toBeNull();
    expect(signer.verify("click", `${id}.`)).toBeNull();
    expect(signer.verify("click", "no-dot-at-all")).toBeNull();
    expect(trackedUrls("https://r.example/", signer, id)).toEqual({ click: `https://r.example/t/c/${token}`, open: `https://r.example/t/o/${signer.sign("open", id)}.gif` });
  });

  test("the redirect target comes from the stored alert; unknown ids, foreign keys and non-http listing URLs give 404", async () => {
    const { s, key, stop, alertFromScan } = await alertingServer();
    cleanups.push(stop);
    const ch = await createChannel(s, key, { channel_type: "ntfy", notify_url: "https://ntfy.example.com/deals" });
    const repos = s.app.services.repos;
    const { alert, listing } = await alertFromScan(0);
    const row = (await repos.outbox.forAlert(alert.id))[0]!;
    const links = trackedUrls(s.url, s.app.services.notify.links, row.id);
    const ok = await fetch(links.click, { redirect: "manual" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe(listing.url);
    expect(ok.headers.get("cache-control")).toContain("no-store");

    const unknown = trackedUrls(s.url, s.app.services.notify.links, crypto.randomUUID());
    expect((await fetch(unknown.click, { redirect: "manual" })).status).toBe(404);
    expect((await fetch(unknown.open)).status).toBe(404);
    const foreign = trackedUrls(s.url, createLinkSigner("someone-elses-key-0123456789abcdef"), row.id);
    expect((await fetch(foreign.click, { redirect: "manual" })).status).toBe(404);
    expect((await fetch(`${s.url}/t/c/${encodeURIComponent("https://evil.example/")}`, { redirect: "manual" })).status).toBe(404);

    const sneaky = (await alertFromScan(1)).alert;
    await s.db.rows(
      {
        sqlite: "UPDATE outbox SET payload = json_set(payload, '$.listing.url', 'javascript:alert(1)') WHERE alert_id = ?",
        postgres: `UPDATE outbox SET payload = jsonb_set(payload::jsonb, '{listing,url}', '"javascript:alert(1)"')::json WHERE alert_id = ?`,
      },
      sneaky.id,
    );
    const sneakyRow = (await repos.outbox.forAlert(sneaky.id))[0]!;
    expect((await fetch(trackedUrls(s.url, s.app.services.notify.links, sneakyRow.id).click, { redirect: "manual" })).status).toBe(404);

    expect((await fetch(links.open)).status).toBe(200);
    const listed = (await (await s.fetch("/users/me/channels", { key })).json()) as { channels: { id: string; alerts_clicked: number; alerts_opened: number }[] };
    expect(listed.channels.find((c) => c.id === ch.id)).toMatchObject({ alerts_clicked: 1, alerts_opened: 1 });
  });
});
