/**
 * Wake-ups between processes on one database: a topic signalled in a transaction reaches every
 * listener once it commits (PostgreSQL: NOTIFY/LISTEN; SQLite: the listeners in this process,
 * since one process does all the work there). Listeners must not rely on a signal: it only says
 * "look now" to work that also polls.
 */
export interface SignalsRepo {
  /** Signal `topic` (delivered on commit when inside a transaction). */
  notify(topic: "outbox"): Promise<void>;
  /** Call `fn` on each signal of `topic`; resolves with a function that stops listening. */
  listen(topic: "outbox", fn: () => void): Promise<() => Promise<void>>;
}
