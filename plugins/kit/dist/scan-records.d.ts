/** Text gathered for one record: each field element's text is one entry. */
export interface HtmlRecord {
    fields: Record<string, string[]>;
    attrs: Record<string, string>;
}
/** What to collect. Called for every opening tag; keep them cheap (they run per element). */
export interface RecordSpec {
    /** Does this element start a record? Nested starts inside a record are ignored. */
    isRecord(name: string, attribs: Record<string, string>): boolean;
    /** Field name whose text this element's text belongs to, or null. */
    field?(name: string, attribs: Record<string, string>): string | null;
    /** Elements whose text is dropped (screen-reader hints like "Opens in a new window"). */
    ignore?(name: string, attribs: Record<string, string>): boolean;
    /** Sees every element inside a record, e.g. to keep an href in `record.attrs`. */
    inside?(name: string, attribs: Record<string, string>, record: HtmlRecord): void;
    /** Sees every element outside records, e.g. a "next page" link. */
    outside?(name: string, attribs: Record<string, string>): void;
}
/**
 * Deepest element nesting read. htmlparser2 keeps its open-element stack with unshift/shift,
 * so a page of endlessly nested tags costs time quadratic in its depth; real result pages nest a
 * few dozen levels. Past this the scan stops and keeps the records found so far.
 */
export declare const MAX_NESTING_DEPTH = 1000;
/**
 * One streaming pass over HTML or XML (htmlparser2's tokenizer, no DOM), collecting records
 * and their fields. Truncated markup is fine: open elements close at the end.
 *
 * @example
 * const { records } = scanRecords(html, { isRecord: (n, a) => n === "li" && hasClass(a, "item"), field: (n, a) => hasClass(a, "price") ? "price" : null });
 */
export declare function scanRecords(markup: string, spec: RecordSpec, options?: {
    xml?: boolean;
}): {
    records: HtmlRecord[];
};
/** True when a class attribute contains `name` as a whole word. */
export declare function hasClass(attribs: Record<string, string>, name: string): boolean;
/** Collapses whitespace and trims. */
export declare function clean(text: string | undefined | null): string;
/** The first non-empty cleaned entry of a field, or null. */
export declare function first(record: HtmlRecord, key: string): string | null;
/** Every non-empty cleaned entry of a field. */
export declare function all(record: HtmlRecord, key: string): string[];
