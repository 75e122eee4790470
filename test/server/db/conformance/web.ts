import { expect } from "bun:test";
import type { SessionRow } from "../../../../server/src/db/contracts/index.ts";
import { account, DAY, huntRow, NOW, type ContractCheck } from "./kit.ts";

function sessionRow(userId: string, extra: Partial<SessionRow> = {}): SessionRow {
  return {
    id: crypto.randomUUID(), user_id: userId, token_hash: crypto.randomUUID(), csrf_token: "csrf", stage: "full", method: "password", api_key_id: null,
    user_agent: null, ip: "203.0.113.7", created_at: NOW, last_seen_at: NOW, expires_at: NOW + DAY, ...extra,
  };
}

/** The web app's storage: sessions, the second factor and the feeds' secrets. */
export const webChecks: ContractCheck[] = [
  {
    name: "sessions: found by token hash with the account until expired or revoked; a pending one becomes full once; disable ends them all",
    async run({ repos }) {
      const { id } = await account(repos, "web@example.com", "pro");
      const full = sessionRow(id);
      const pending = sessionRow(id, { stage: "totp", last_seen_at: NOW + 1 });
      await repos.sessions.insert(full);
      await repos.sessions.insert(pending);
      expect(await repos.sessions.findByTokenHash(full.token_hash, NOW)).toEqual({ ...full, email: "web@example.com", tier: "pro", is_admin: false });
      expect(await repos.sessions.findByTokenHash(full.token_hash, NOW + DAY)).toBeNull();
      expect((await repos.sessions.list(id, NOW)).map((s) => s.id)).toEqual([full.id]);
      expect(await repos.sessions.completeSecondFactor(pending.id, "password+totp", NOW + 2 * DAY)).toBe(true);
      expect(await repos.sessions.completeSecondFactor(pending.id, "password+totp", NOW + 2 * DAY)).toBe(false);
      await repos.sessions.touch(full.id, NOW + 5);
      expect((await repos.sessions.list(id, NOW)).map((s) => s.id)).toEqual([full.id, pending.id]);
      expect(await repos.sessions.revokeOthers(id, full.id)).toBe(1);
      expect(await repos.sessions.revoke("someone-else", full.id)).toBe(false);
      expect(await repos.sessions.prune(NOW + DAY)).toBe(1);
      await repos.sessions.insert(sessionRow(id));
      expect(await repos.userAdmin.disable(id, NOW + 6)).toEqual({ keys: 1, hunts: 0, sessions: 1 });
      expect(await repos.users.isEnabled(id)).toBe(false);
    },
  },
  {
    name: "sessions: one signed in with a key lives while the key does; a rotation moves the asking session to the new key and ends the others of old keys",
    async run({ repos }) {
      const { id, keyId } = await account(repos, "keyed@example.com");
      const byPassword = sessionRow(id);
      const asking = sessionRow(id, { method: "api_key", api_key_id: keyId });
      const other = sessionRow(id, { method: "api_key", api_key_id: keyId });
      for (const row of [byPassword, asking, other]) await repos.sessions.insert(row);
      expect(await repos.sessions.findByTokenHash(other.token_hash, NOW)).toMatchObject({ id: other.id, api_key_id: keyId });
      const fresh = crypto.randomUUID();
      await repos.users.rotateKey(id, { id: fresh, hash: "keyed-fresh", prefix: "rh_new" }, NOW + 1, asking.id);
      expect(await repos.sessions.findByTokenHash(other.token_hash, NOW)).toBeNull();
      expect(await repos.sessions.findByTokenHash(asking.token_hash, NOW)).toMatchObject({ id: asking.id, api_key_id: fresh });
      expect(await repos.sessions.findByTokenHash(byPassword.token_hash, NOW)).toMatchObject({ id: byPassword.id, api_key_id: null });
      // A sign-in that raced the rotation and stored the old key's session: it opens nothing.
      const raced = sessionRow(id, { method: "api_key", api_key_id: keyId });
      await repos.sessions.insert(raced);
      expect(await repos.sessions.findByTokenHash(raced.token_hash, NOW)).toBeNull();
    },
  },
  {
    name: "second factor: one pending secret, confirmed once with its recovery codes and the flag; a step and a code work once; disable clears all",
    async run({ repos }) {
      const { id } = await account(repos);
      expect(await repos.secondFactor.begin(id, "sealed-1", NOW)).toBe(true);
      expect(await repos.secondFactor.begin(id, "sealed-2", NOW)).toBe(true);
      expect(await repos.secondFactor.confirm(id, 100, ["h1", "h2"], NOW + 1)).toBe(true);
      expect(await repos.secondFactor.confirm(id, 100, ["h3"], NOW + 1)).toBe(false);
      expect(await repos.secondFactor.begin(id, "sealed-3", NOW)).toBe(false);
      expect(await repos.secondFactor.get(id)).toEqual({ user_id: id, secret_encrypted: "sealed-2", confirmed_at: NOW + 1, last_step: 100, created_at: NOW });
      expect((await repos.users.findById(id))?.totp_enabled).toBe(true);
      expect(await repos.secondFactor.useStep(id, 100)).toBe(false);
      expect(await repos.secondFactor.useStep(id, 101)).toBe(true);
      expect(await repos.secondFactor.useRecoveryCode(id, "h1", NOW + 2)).toBe(true);
      expect(await repos.secondFactor.useRecoveryCode(id, "h1", NOW + 2)).toBe(false);
      expect(await repos.secondFactor.recoveryCodesLeft(id)).toBe(1);
      await repos.secondFactor.disable(id);
      expect(await repos.secondFactor.get(id)).toBeNull();
      expect(await repos.secondFactor.recoveryCodesLeft(id)).toBe(0);
      expect((await repos.users.findById(id))?.totp_enabled).toBe(false);
    },
  },
  {
    name: "feed tokens: only the owner's hunt gets one, a new one replaces it, revoked it opens nothing; the hunt's alerts come with their listing",
    async run({ repos }) {
      const owner = await account(repos);
      const other = await account(repos);
      const hunt = await repos.hunts.insert(huntRow(owner.id));
      expect(await repos.feedTokens.put(other.id, hunt.id, "t0", "sealed", NOW)).toBe(false);
      expect(await repos.feedTokens.put(owner.id, hunt.id, "t1", "sealed-1", NOW)).toBe(true);
      expect(await repos.feedTokens.put(owner.id, hunt.id, "t2", "sealed-2", NOW + 1)).toBe(true);
      expect(await repos.feedTokens.findByHash("t1")).toBeNull();
      expect(await repos.feedTokens.findByHash("t2")).toEqual({ hunt_id: hunt.id, user_id: owner.id, token_hash: "t2", token_encrypted: "sealed-2", created_at: NOW + 1 });
      expect(await repos.feedTokens.forHunt(other.id, hunt.id)).toBeNull();
      expect(await repos.feedTokens.revoke(owner.id, hunt.id)).toBe(true);
      expect(await repos.feedTokens.revoke(owner.id, hunt.id)).toBe(false);
      expect(await repos.alerts.entries(hunt.id, 10)).toEqual([]);
    },
  },
];
