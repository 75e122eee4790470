import type { Db } from "../client.ts";
import { huntsRepo } from "./hunts.ts";
import { usersRepo } from "./users.ts";

/** Every repository over one database: the only code that writes SQL. */
export function createRepos(db: Db) {
  return { users: usersRepo(db), hunts: huntsRepo(db) };
}
export type Repos = ReturnType<typeof createRepos>;
