/**
 * Log lines gathered and written in one call per event-loop turn (or every 64 KiB), instead of
 * one write per line: under load the request log was one synchronous write per request. Lines are
 * written in order; what is buffered is flushed when the process exits normally. A SIGKILL can
 * lose the lines of the current turn, never earlier ones.
 * @example const write = lineBuffer((chunk) => process.stdout.write(chunk)); write('{"msg":"x"}\n');
 */
export function lineBuffer(write: (chunk: string) => void, maxBytes = 64 * 1024): (line: string) => void {
  let pending: string[] = [];
  let size = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const chunk = pending.join("");
    pending = [];
    size = 0;
    write(chunk);
  };
  process.on("exit", flush);
  return (line) => {
    pending.push(line);
    size += line.length;
    if (size >= maxBytes) flush();
    else if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
}
