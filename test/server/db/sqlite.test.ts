import { afterAll, describe, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteDatabase } from "../../../server/src/db/client.ts";
import { repositoryConformance, withTestDb, type DatabaseTarget } from "./conformance/index.ts";

// The repository contract on SQLite: a real file per check, each handle its own connection to
// it (as a `serve` and a `worker` process share one file).
const dir = mkdtempSync(join(tmpdir(), "rackhunt-conformance-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sqlite: DatabaseTarget = {
  name: "SQLite",
  async fresh() {
    const path = join(dir, `${crypto.randomUUID()}.db`);
    return { open: () => openSqliteDatabase(path) };
  },
};

describe("repository contract: SQLite", () => {
  for (const check of repositoryConformance()) test(check.name, () => withTestDb(sqlite, check.run), 30_000);
});
