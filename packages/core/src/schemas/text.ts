/**
 * Control characters in text that comes from outside: a page, an API caller, a form. PostgreSQL
 * refuses U+0000 in any text or JSON value (one such character used to fail a whole write), and
 * XML 1.0 refuses the rest of the C0 range but tab, newline and carriage return, so they are
 * removed (page text) or refused (user input) where text comes in. Tab and line breaks are
 * ordinary white space in text; a one-line value (a name, a key, an email) holds none.
 */
const IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const IN_TEXT_ALL = new RegExp(IN_TEXT.source, "g");
const IN_LINE = /[\u0000-\u001F]/;

/** Where a value is: free text (tab and line breaks are white space), or one line. */
export type TextKind = "text" | "line";

/**
 * The text without its control characters (tab and line breaks kept).
 * @example withoutControls("EPYC\u0000 7302P\r\n"); // "EPYC 7302P\r\n"
 */
export function withoutControls(text: string): string {
  return IN_TEXT.test(text) ? text.replace(IN_TEXT_ALL, "") : text;
}

/**
 * Whether the text holds a control character it may not: any at all on one line, any but tab
 * and line breaks in text.
 * @example hasControls("a\tb", "line"); // true
 * @example hasControls("a\tb", "text"); // false
 */
export function hasControls(text: string, kind: TextKind): boolean {
  return (kind === "line" ? IN_LINE : IN_TEXT).test(text);
}
