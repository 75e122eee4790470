import { afterEach, describe, expect, test } from "bun:test";
import { join } from "node:path";
import type { TestServer } from "../../support/server.ts";
import { createChannel, PUBLIC_TEST_ADDRESS, serverWithUser } from "../../server/channels/helpers.ts";

// The destination check and the connection must use one DNS answer. The server's lookup is
// injectable (services.notify.resolver); here it is a name whose answer changes after the
// answers the checks get. Deliveries go through the real channel test endpoint.

const NAME = "hooks.rebind.test";
const TLS = join(import.meta.dir, "../../fixtures/tls");
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Answers `checked` for the first `times` lookups of NAME, then `later` for good. */
function changingName(checked: string, times: number, later: string) {
  const lookups: string[] = [];
  const resolver = async (name: string) => {
    if (name !== NAME) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    const answer = lookups.length < times ? checked : later;
    lookups.push(answer);
    return [answer];
  };
  return { resolver, lookups };
}

interface Hit {
  host: string | null;
}

/** An HTTP(S) receiver on `address:port` that records the Host header of each request. */
function receiverOn(address: string, port: number, tls?: Bun.TLSOptions | Bun.TLSOptions[]) {
  const hits: Hit[] = [];
  const server = Bun.serve({ hostname: address, port, tls, fetch: (req) => (hits.push({ host: req.headers.get("host") }), Response.json({})) });
  stops.push(() => server.stop(true));
  return { hits, port: server.port as number };
}

async function setup(env: Record<string, string> = {}) {
  const made = await serverWithUser("lifetime", env);
  stops.push(() => made.s.stop());
  return made;
}

async function testDelivery(s: TestServer, key: string, id: string) {
  const res = await s.fetch(`/users/me/channels/${id}/test`, { method: "POST", key });
  expect(res.status).toBe(200);
  return (await res.json()) as { ok: boolean; detail: string };
}

describe("SSRF check at connect time", () => {
  test("the delivery connects to the address that was checked, not to the name's next answer", async () => {
    const { s, key } = await setup(); // private destinations allowed: both receivers are on loopback
    const checked = receiverOn("127.0.0.1", 0);
    const rebound = receiverOn("127.0.0.2", checked.port);
    // Lookups 1 and 2 (save-time and send-time checks) answer 127.0.0.1; any later one, 127.0.0.2.
    const dns = changingName("127.0.0.1", 2, "127.0.0.2");
    s.app.services.notify.resolver = dns.resolver;
    const ch = await createChannel(s, key, { channel_type: "webhook", notify_url: `http://${NAME}:${checked.port}/hook` });
    expect(await testDelivery(s, key, ch.id)).toMatchObject({ ok: true });
    expect(dns.lookups).toEqual(["127.0.0.1", "127.0.0.1"]); // one lookup per check, none for the connection
    expect(checked.hits).toEqual([{ host: `${NAME}:${checked.port}` }]);
    expect(rebound.hits).toEqual([]);
  });

  test("a public answer at check time and a loopback one later never reach loopback", async () => {
    const { s, key } = await setup({ RACKHUNT_ALLOW_PRIVATE_DESTINATIONS: "off", RACKHUNT_DELIVERY_TIMEOUT_MS: "300" });
    const inside = receiverOn("127.0.0.1", 0);
    const dns = changingName(PUBLIC_TEST_ADDRESS, 2, "127.0.0.1");
    s.app.services.notify.resolver = dns.resolver;
    const ch = await createChannel(s, key, { channel_type: "webhook", notify_url: `http://${NAME}:${inside.port}/hook` });
    const result = await testDelivery(s, key, ch.id);
    expect(result.ok).toBe(false); // the helpers' fetch dials loopback only: the public address is never reached
    expect(dns.lookups).toEqual([PUBLIC_TEST_ADDRESS, PUBLIC_TEST_ADDRESS]);
    expect(inside.hits).toEqual([]);
  });

  test("over HTTPS the TLS server name stays the host's: SNI picks its certificate and the name is verified", async () => {
    const { s, key } = await setup();
    const pem = async (name: string) => ({ cert: await Bun.file(join(TLS, `${name}.crt`)).text(), key: await Bun.file(join(TLS, `${name}.key`)).text() });
    const hooks = await pem("hooks.rebind.test");
    const other = await pem("other.rebind.test");
    // Without SNI this server shows other.rebind.test's certificate, which fails the check for NAME.
    const tls = receiverOn("127.0.0.1", 0, [other, { serverName: NAME, ...hooks }]);
    s.app.services.notify.resolver = changingName("127.0.0.1", 2, "127.0.0.2").resolver;
    // The test CA is added to what the delivery asks of fetch; everything else is the delivery's own.
    s.app.services.notify.fetch = ((input: URL, init: RequestInit & { tls?: object }) => fetch(input, { ...init, tls: { ...init.tls, ca: [hooks.cert, other.cert] } } as RequestInit)) as typeof fetch;
    const ch = await createChannel(s, key, { channel_type: "webhook", notify_url: `https://${NAME}:${tls.port}/hook` });
    expect(await testDelivery(s, key, ch.id)).toMatchObject({ ok: true });
    expect(tls.hits).toEqual([{ host: `${NAME}:${tls.port}` }]);
  });
});
