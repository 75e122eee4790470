import type { Condition } from "../schemas/vocabulary.ts";
/**
 * The strongest condition the text states (for parts > refurbished > used > new).
 * A bare "new" is ignored in deal posts, where it is marketing ("New Month = New Savings").
 * @example readCondition("lightly used, like new", false) // "used"
 */
export declare function readCondition(lower: string, isDeal: boolean): Condition | null;
export declare function readInterface(lower: string): string | null;
export declare function readFormFactor(lower: string): string | null;
/** Memory speed in MT/s from `DDR4-2666`, `2666MHz`, `PC4-21300`, `PC3-12800` or a bare `2666`. */
export declare function readRamSpeed(lower: string): number | null;
/** Link speed in Gb/s of a NIC or switch (`10GbE`, `25Gb`, `100G`). */
export declare function readLinkSpeed(lower: string): number | null;
/**
 * Every price written with a dollar sign, and the one asked: the amount after `=`
 * when the title spells out a sum, otherwise the first.
 */
export declare function readPrices(text: string): {
    prices: number[];
    price: number | null;
};
