/**
 * How deep a request body's JSON may nest (objects and arrays, the body itself counting one).
 * Hunts' open objects need a handful of levels; JSON nested thousands deep made the parser, the
 * schema check or the database give up with a 500.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests deeper than `max`, read as text before it is parsed (no recursion, so
 * any depth is measured safely). Brackets inside strings do not count.
 * @example tooDeep('{"a":[[1]]}', 2) // true
 */
export function tooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}
