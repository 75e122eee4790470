import type { SignalsRepo } from "../contracts/index.ts";

/** Listeners per database file in this process (":memory:" databases share none). */
const LISTENERS = new Map<string, Set<() => void>>();

/**
 * Signals on SQLite: the listeners in this process on the same file. A signal is handed out on
 * the next turn of the event loop, after the statement that sent it; a reader waits for the
 * writer's commit on the file's lock anyway.
 */
export function signalsRepo(file: string | null): SignalsRepo {
  const key = file ?? `memory-${crypto.randomUUID()}`;
  return {
    async notify() {
      const fns = LISTENERS.get(key);
      if (fns) setTimeout(() => fns.forEach((fn) => fn()), 0);
    },
    async listen(_topic, fn) {
      let fns = LISTENERS.get(key);
      if (!fns) LISTENERS.set(key, (fns = new Set()));
      fns.add(fn);
      return async () => {
        fns!.delete(fn);
      };
    },
  };
}
