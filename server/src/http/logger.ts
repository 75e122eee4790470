import type { LogLevel } from "../config.ts";

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** Field names whose values are never written, whatever a caller passes. */
const SECRET_FIELDS = /^(authorization|api_key|key|token|secret|password|notify_url|destination|payment.*signature|cookie)$/i;

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/**
 * JSON-lines logger. Secret-looking fields are replaced by "[redacted]" so a careless call cannot
 * leak a key or a destination.
 * @example createLogger("info", (line) => process.stdout.write(line)).info("listening", { port: 8080 })
 */
export function createLogger(level: LogLevel, write: (line: string) => void): Logger {
  const min = ORDER[level];
  const emit = (lvl: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < min) return;
    const entry: Record<string, unknown> = { ts: new Date().toISOString(), level: lvl, msg };
    if (fields) for (const [k, v] of Object.entries(fields)) entry[k] = SECRET_FIELDS.test(k) ? "[redacted]" : v;
    write(`${JSON.stringify(entry)}\n`);
  };
  return {
    debug: (m, f) => emit("debug", m, f),
    info: (m, f) => emit("info", m, f),
    warn: (m, f) => emit("warn", m, f),
    error: (m, f) => emit("error", m, f),
  };
}

/** A logger that writes nothing (tests that do not inspect logs). */
export const silentLogger: Logger = createLogger("silent", () => {});
