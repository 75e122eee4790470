import { AsyncLocalStorage } from "node:async_hooks";
import type { Database as SqliteClient } from "bun:sqlite";
import type { ObservationFeed, Repos } from "../contracts/index.ts";

type Plain = Omit<Repos, "dialect" | "transaction" | "lockedWrite" | "ping">;

/** Whether a transaction is open on a database file, shared by every connection to it in this process. */
interface FileState {
  inside: AsyncLocalStorage<true>;
  open: Promise<void> | null;
}
const files = new Map<string, FileState>();

/**
 * The state of one database file. Two connections to one file in one process (tests, a CLI
 * command beside a server) must take turns in JavaScript: a statement waiting in SQLite for the
 * other's write lock would block the thread that is to release it.
 */
function fileState(key: string | null): FileState {
  if (key === null) return { inside: new AsyncLocalStorage(), open: null };
  let state = files.get(key);
  if (!state) files.set(key, (state = { inside: new AsyncLocalStorage(), open: null }));
  return state;
}

/** Resolves once no connection of this process has a transaction open on the file. */
export async function fileIdle(file: string): Promise<void> {
  const state = files.get(file);
  while (state?.open) await state.open;
}

/**
 * Transactions over one bun:sqlite connection shared by the whole process. While a transaction
 * is open its statements and everyone else's would go through the same connection, so calls
 * made outside it wait until it ends (they would otherwise be committed or rolled back with
 * it), and only one transaction runs at a time. BEGIN IMMEDIATE takes the write lock up front:
 * a deferred transaction that reads first cannot wait for another process's write lock later
 * (SQLite answers "database is locked" at once).
 */
export function createTransactions(client: SqliteClient, file: string | null, plain: Plain, ping: () => Promise<boolean>): Repos {
  const state = fileState(file);
  const { inside } = state;
  let savepoints = 0;

  /** Called by every repository method outside a transaction: wait while one is open. */
  const idle = (): Promise<void> | null => {
    if (!state.open) return null;
    if (inside.getStore()) throw new Error("[db] inside repos.transaction, call the repositories through its tx");
    return waitIdle();
  };
  const waitIdle = async (): Promise<void> => {
    while (state.open) await state.open;
  };

  const savepoint = async <T>(fn: (tx: Repos) => Promise<T>): Promise<T> => {
    const name = `sp${++savepoints}`;
    client.run(`SAVEPOINT ${name}`);
    try {
      const result = await fn(tx);
      client.run(`RELEASE ${name}`);
      return result;
    } catch (err) {
      client.run(`ROLLBACK TO ${name}`);
      client.run(`RELEASE ${name}`);
      throw err;
    }
  };

  const transaction = async <T>(fn: (tx: Repos) => Promise<T>): Promise<T> => {
    if (inside.getStore()) throw new Error("[db] repos.transaction inside a transaction: use tx.transaction");
    // The check and the claim below run in one synchronous stretch, so two callers cannot both pass.
    while (state.open) await state.open;
    let end!: () => void;
    state.open = new Promise((resolve) => (end = resolve));
    try {
      client.run("BEGIN IMMEDIATE");
      try {
        const result = await inside.run(true, () => fn(tx));
        client.run("COMMIT");
        return result;
      } catch (err) {
        if (client.inTransaction) client.run("ROLLBACK");
        throw err;
      }
    } finally {
      state.open = null;
      end();
    }
  };

  const tx: Repos = {
    dialect: "sqlite",
    ...plain,
    transaction: savepoint,
    lockedWrite: (_userId, fn) => savepoint(fn),
    ping,
  };
  const gated = Object.fromEntries(Object.entries(plain).map(([name, repo]) => [name, gate(repo as object, idle)])) as Plain;
  // The feed reads on the same connection too: an open transaction's rows are not committed yet.
  const follow = gated.observations.follow;
  gated.observations = { ...gated.observations, follow: async () => gateFeed(await follow(), idle) };
  return {
    dialect: "sqlite",
    ...gated,
    transaction,
    // One writer at a time is SQLite's own lock: the user id is not needed to serialise.
    lockedWrite: (_userId, fn) => transaction(fn),
    ping: async () => {
      const wait = idle();
      if (wait) await wait;
      return ping();
    },
  };
}

/** The feed with each read waiting for `idle` first. */
function gateFeed(feed: ObservationFeed, idle: () => Promise<void> | null): ObservationFeed {
  const reads = gate({ next: () => feed.next(), windows: (ids: readonly string[], since: number) => feed.windows(ids, since) }, idle);
  return {
    ...reads,
    get version() {
      return feed.version;
    },
  };
}

/** The repository with each method waiting for `idle` first. */
function gate<T extends object>(repo: T, idle: () => Promise<void> | null): T {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(repo)) {
    if (typeof value !== "function") continue;
    const method = value as (...args: unknown[]) => Promise<unknown>;
    out[name] = (...args: unknown[]) => {
      let wait: Promise<void> | null;
      try {
        wait = idle();
      } catch (err) {
        return Promise.reject(err);
      }
      return wait ? wait.then(() => method.apply(repo, args)) : method.apply(repo, args);
    };
  }
  return out as T;
}
