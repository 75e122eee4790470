import type { Db } from "../client.ts";
import { channelsRepo } from "./channels.ts";
import { huntsRepo } from "./hunts.ts";
import { outboxRepo } from "./outbox.ts";
import { usersRepo } from "./users.ts";

/** Every repository over one database: the only code that writes SQL. */
export function createRepos(db: Db) {
  const ping = db.$client.prepare("SELECT 1 AS ok");
  return {
    users: usersRepo(db),
    hunts: huntsRepo(db),
    channels: channelsRepo(db),
    outbox: outboxRepo(db),
    /** True when the database answers a trivial query. */
    ping: () => (ping.get() as { ok: number } | null)?.ok === 1,
  };
}
export type Repos = ReturnType<typeof createRepos>;
