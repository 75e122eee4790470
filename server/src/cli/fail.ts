/** Print a message to stderr and exit 2 (bad usage or configuration). */
export function fail(message: string): never {
  process.stderr.write(`rackhunt: ${message}\n`);
  process.exit(2);
}
