/** A RACKHUNT_SOURCES entry that cannot be used; the message is one line naming the entry and the cause. */
export class SourceConfigError extends Error {
  constructor(entry: string, cause: string) {
    super(`RACKHUNT_SOURCES.${entry}: ${cause}`);
    this.name = "SourceConfigError";
  }
}
