/**
 * Control characters in text that comes from outside: a page, an API caller, a form. PostgreSQL
 * refuses U+0000 in any text or JSON value (one such character used to fail a whole write), and
 * XML 1.0 refuses the rest of the C0 range, so they are removed or refused where text comes in.
 * Tab and newline are ordinary white space and stay; CR goes (a CRLF becomes a newline).
 */
const CONTROLS = /[\u0000-\u0008\u000B-\u001F]/g;
const ANY_CONTROL = /[\u0000-\u0008\u000B-\u001F]/;
const LINE_BREAKING = /[\u0000-\u001F]/;

/**
 * The text without its control characters (tab and newline kept).
 * @example withoutControls("EPYC\u0000 7302P\r\n"); // "EPYC 7302P\n"
 */
export function withoutControls(text: string): string {
  return ANY_CONTROL.test(text) ? text.replace(CONTROLS, "") : text;
}

/**
 * Whether the text holds a control character: any at all for a one-line value (a name, a key, an
 * email), any but tab and newline for free text.
 * @example hasControls("a\tb", "line"); // true
 * @example hasControls("a\tb", "text"); // false
 */
export function hasControls(text: string, kind: "line" | "text"): boolean {
  return (kind === "line" ? LINE_BREAKING : ANY_CONTROL).test(text);
}
