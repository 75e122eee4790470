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
  // One timestamp string per millisecond: under load many lines share it.
  let stampMs = -1;
  let stamp = "";
  const emit = (lvl: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < min) return;
    const ms = Date.now();
    if (ms !== stampMs) {
      stampMs = ms;
      stamp = new Date(ms).toISOString();
    }
    const head = `{"ts":"${stamp}","level":"${lvl}","msg":${JSON.stringify(msg)}`;
    if (!fields) return write(`${head}}\n`);
    let safe = fields;
    for (const k in fields) {
      if (!SECRET_FIELDS.test(k)) continue;
      // Copied only when something must be hidden: most lines have no such field.
      safe = {};
      for (const [name, v] of Object.entries(fields)) safe[name] = SECRET_FIELDS.test(name) ? "[redacted]" : v;
      break;
    }
    const body = JSON.stringify(safe);
    write(body === "{}" ? `${head}}\n` : `${head},${body.slice(1)}\n`);
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
