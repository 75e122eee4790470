import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SQL } from "bun";

/**
 * A private PostgreSQL cluster on a free loopback port, for the tests of this process: initdb in
 * a temporary folder (as the `postgres` user when running as root: PostgreSQL refuses root), then
 * pg_ctl start; stopped and removed when the process ends. CI and developers may instead point
 * RACKHUNT_TEST_DATABASE_URL at a server where the tests may create databases.
 */
export async function privateCluster(): Promise<string> {
  return (await ownCluster()).url;
}

/** A cluster of one test's own, which it may stop and start again (a database outage under a running server). */
export interface OwnCluster {
  url: string;
  /**
   * Stop it (`pg_ctl stop -m fast`): its connections are ended and new ones refused. Not
   * `immediate`: with synchronous_commit off, that would also lose the last commits.
   */
  stop(): void;
  /** Start it again on the same port, with the same data. */
  start(): void;
}

/** A new private cluster (see privateCluster) that the caller may stop and start. */
export async function ownCluster(): Promise<OwnCluster> {
  const bin = postgresBin();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "rackhunt-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, uidOf("postgres"), gidOf("postgres"));
  const data = join(dir, "data");
  const pgCtl = (...args: string[]) => run(asRoot, [join(bin, "pg_ctl"), "-D", data, ...args]);
  const start = () => pgCtl("-o", `-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=300`, "-l", join(dir, "log"), "-w", "start");
  try {
    run(asRoot, [join(bin, "initdb"), "-D", data, "-A", "trust", "-U", "rackhunt", "--locale=C", "-E", "UTF8"]);
    start();
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  // A watchdog outlives this process by a second at most: it stops the cluster and removes it
  // however the test run ends (even killed). It runs in a background subshell of a shell that
  // exits at once, so nothing that ends this process's children (bun test does, after a test
  // times out) ends the watchdog too.
  const stop = `${asRoot ? "runuser -u postgres -- " : ""}${join(bin, "pg_ctl")} -D ${data} -m immediate stop`;
  const watchdog = spawn("sh", ["-c", `(while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${stop}; rm -rf ${dir}) >/dev/null 2>&1 &`], { detached: true, stdio: "ignore" });
  watchdog.unref();
  return { url: `postgres://rackhunt@127.0.0.1:${port}/postgres`, stop: () => pgCtl("-m", "fast", "-w", "stop"), start };
}

/** Where the PostgreSQL binaries are: PG_BIN, else Debian's newest /usr/lib/postgresql/N/bin; null when neither holds initdb. */
export function findPostgresBin(): string | null {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, "initdb")) ? process.env.PG_BIN : null;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, "bin", "initdb"))).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.length === 0 ? null : join(root, versions[0]!, "bin");
}

/** Where the PostgreSQL binaries are (see findPostgresBin); throws, saying how to install them, when missing. */
export function postgresBin(): string {
  const bin = findPostgresBin();
  if (bin === null) {
    throw new Error("PostgreSQL is not installed: `apt-get install -y postgresql` (or set PG_BIN, or RACKHUNT_TEST_DATABASE_URL to a server the tests may create databases on)");
  }
  return bin;
}

function run(asRoot: boolean, argv: string[], check = true): void {
  const cmd = asRoot ? ["runuser", "-u", "postgres", "--", ...argv] : argv;
  const r = spawnSync(cmd[0]!, cmd.slice(1), { encoding: "utf8" });
  if (check && r.status !== 0) throw new Error(`${argv[0]} failed: ${r.stderr || r.stdout}`);
}

function uidOf(user: string): number {
  return Number(spawnSync("id", ["-u", user], { encoding: "utf8" }).stdout.trim());
}
function gidOf(user: string): number {
  return Number(spawnSync("id", ["-g", user], { encoding: "utf8" }).stdout.trim());
}

/** A loopback port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Run statements on the cluster's maintenance database. */
export async function onCluster(url: string, statements: string[]): Promise<void> {
  const sql = new SQL(url, { max: 1 });
  try {
    for (const s of statements) await sql.unsafe(s);
  } finally {
    await sql.close();
  }
}
