/**
 * What XML 1.0 cannot carry, or should not: C0 controls but tab, newline and carriage return;
 * DEL and the C1 controls; lone surrogates; U+FFFE and U+FFFF. One such character from a source
 * page would make a whole feed invalid for every reader, so they are dropped.
 */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/**
 * Text for XML 1.0 content or a quoted attribute: characters XML cannot carry removed, markup escaped.
 * @example xmlText('a\u0001 < "b"') // "a &lt; &quot;b&quot;"
 */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
