/**
 * Log lines gathered and written in one call every 50 ms (or every 64 KiB), instead of one write
 * per line: under load the request log was one synchronous write per request, and even one write
 * per event-loop turn cost a tenth of a GET's CPU. Lines are written in order; what is buffered
 * is flushed when the process exits normally. A SIGKILL can lose the last 50 ms of lines.
 * @example const write = lineBuffer((chunk) => process.stdout.write(chunk)); write('{"msg":"x"}\n');
 */
export function lineBuffer(write: (chunk: string) => void, maxBytes = 64 * 1024, flushMs = 50): (line: string) => void {
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
      // Unref'd: a pending flush never keeps a finished command alive (the exit hook writes it).
      setTimeout(flush, flushMs).unref();
    }
  };
}
