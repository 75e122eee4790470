import { Parser } from "htmlparser2";
const SKIP_TEXT = new Set(["script", "style", "noscript", "template"]);
/**
 * Deepest element nesting read. htmlparser2 keeps its open-element stack with unshift/shift,
 * so a page of endlessly nested tags costs time quadratic in its depth; real result pages nest a
 * few dozen levels. Past this the scan stops and keeps the records found so far.
 */
export const MAX_NESTING_DEPTH = 1_000;
/**
 * One streaming pass over HTML or XML (htmlparser2's tokenizer, no DOM), collecting records
 * and their fields. Truncated markup is fine: open elements close at the end.
 *
 * @example
 * const { records } = scanRecords(html, { isRecord: (n, a) => n === "li" && hasClass(a, "item"), field: (n, a) => hasClass(a, "price") ? "price" : null });
 */
export function scanRecords(markup, spec, options = {}) {
    const records = [];
    const stack = [];
    const open_fields = [];
    let current = null;
    let skip_depth = 0;
    const parser = new Parser({
        onopentag(name, attribs) {
            if (stack.length >= MAX_NESTING_DEPTH) {
                parser.pause();
                return;
            }
            const frame = { record: false, skip: false, field: null };
            if (SKIP_TEXT.has(name) || spec.ignore?.(name, attribs)) {
                frame.skip = true;
                skip_depth++;
            }
            if (!current && spec.isRecord(name, attribs)) {
                current = { fields: {}, attrs: {} };
                frame.record = true;
            }
            if (current) {
                spec.inside?.(name, attribs, current);
                const key = spec.field?.(name, attribs);
                if (key) {
                    const list = (current.fields[key] ??= []);
                    list.push("");
                    frame.field = list;
                    open_fields.push(list);
                }
            }
            else {
                spec.outside?.(name, attribs);
            }
            stack.push(frame);
        },
        ontext(text) {
            if (skip_depth > 0)
                return;
            for (const list of open_fields)
                list[list.length - 1] += text;
        },
        onclosetag(name) {
            const frame = stack.pop();
            if (!frame)
                return;
            if (frame.skip)
                skip_depth--;
            if (frame.field)
                open_fields.pop();
            if (frame.record && current) {
                records.push(current);
                current = null;
                open_fields.length = 0;
            }
        },
    }, { xmlMode: options.xml ?? false, decodeEntities: true, lowerCaseTags: !options.xml, recognizeSelfClosing: true });
    parser.end(markup);
    return { records };
}
/** True when a class attribute contains `name` as a whole word. */
export function hasClass(attribs, name) {
    const list = attribs.class;
    return list !== undefined && list.includes(name) && list.split(/\s+/).includes(name);
}
/** Collapses whitespace and trims. */
export function clean(text) {
    return (text ?? "").replace(/\s+/g, " ").trim();
}
/** The first non-empty cleaned entry of a field, or null. */
export function first(record, key) {
    for (const text of record.fields[key] ?? []) {
        const value = clean(text);
        if (value)
            return value;
    }
    return null;
}
/** Every non-empty cleaned entry of a field. */
export function all(record, key) {
    return (record.fields[key] ?? []).map(clean).filter(Boolean);
}
