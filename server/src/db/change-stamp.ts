import type { Database } from "bun:sqlite";

const stamps = new WeakMap<Database, () => number>();

/**
 * A number that moves whenever the database may have changed: rows written through this
 * connection (total_changes(), triggers and cascades included, exact at every call) or a commit
 * by another connection or process (data_version, read at most once per event-loop turn: in WAL
 * mode each read transaction costs several microseconds, as much as the memoised reads it guards).
 * Reads memoised under an unchanged stamp are those of the database as of the turn's start plus
 * this process's own writes. One stamp per database handle, shared by its repositories.
 * @example const stamp = changeStamp(db.$client); const before = stamp(); ...; stamp() === before
 */
export function changeStamp(client: Database): () => number {
  let stamp = stamps.get(client);
  if (stamp) return stamp;
  const ownChanges = client.prepare<{ t: number }, []>("SELECT total_changes() AS t");
  const dataVersion = client.prepare<{ data_version: number }, []>("PRAGMA data_version");
  let version = 0;
  let fresh = false;
  stamp = () => {
    if (!fresh) {
      version = dataVersion.get()!.data_version;
      fresh = true;
      setImmediate(() => (fresh = false)).unref();
    }
    // Both counters only grow; the pair is folded into one number (data_version stays far below 2^21).
    return ownChanges.get()!.t * 2_097_152 + version;
  };
  stamps.set(client, stamp);
  return stamp;
}
