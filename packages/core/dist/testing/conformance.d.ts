import type { Source } from "../source/define-source.ts";
/** A recorded page a source should understand. */
export interface RecordedPage {
    /** Short name used in check names, e.g. "new.json page 1". */
    name: string;
    body: string;
    /** The URL the page was served from; relative links resolve against it. */
    url: string;
    /** Set when the page genuinely holds no listings (then "has listings" is not checked). */
    expect_empty?: boolean;
}
/** One named check; `run` throws an Error describing the failure. */
export interface ConformanceCheck {
    name: string;
    run(): void | Promise<void>;
}
/** Options for the suite. */
export interface ConformanceOptions {
    /** The time parse sees; fixed so runs compare equal. */
    now?: string;
}
/**
 * The conformance suite a source runs on its recorded pages. Framework-neutral: register
 * each check with your own test runner.
 *
 * @example
 * import { test } from "node:test";
 * for (const check of sourceConformance(mySource(), pages)) test(check.name, check.run);
 */
export declare function sourceConformance(source: Source, pages: RecordedPage[], options?: ConformanceOptions): ConformanceCheck[];
