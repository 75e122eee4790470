import { usd } from "../pricing/judge.js";
import { locationMatches } from "../pricing/location.js";
import { GB_PER_TB } from "../pricing/unit-price.js";
/**
 * The checks of a hunt's criteria (and config.location), only for the fields it states, each
 * with its lists lower-cased once. A listing lacking the fact a rule needs fails that rule.
 * @example compileCriteria({category: "hdd"}, {}).map((c) => c.rule) // ["category"]
 */
export function compileCriteria(criteria, config) {
    const checks = [];
    const c = criteria ?? {};
    const add = (rule, test) => checks.push({ rule, test });
    const lower = (words) => words.map((w) => w.toLowerCase());
    if (c.category !== undefined) {
        const want = c.category;
        add("category", ({ listing }) => (listing.category === want ? null : `category ${listing.category ?? "unknown"} is not ${want}`));
    }
    if (c.component_ids?.length) {
        const ids = new Set(c.component_ids);
        add("component_ids", ({ listing }) => listing.component_id !== null && ids.has(listing.component_id) ? null : `component ${listing.component_id ?? "unmatched"} is not one of the hunt's`);
    }
    if (c.conditions?.length) {
        const conds = new Set(c.conditions);
        add("conditions", ({ listing }) => listing.condition !== null && conds.has(listing.condition) ? null : `condition ${listing.condition ?? "unknown"} is not one of ${c.conditions.join(", ")}`);
    }
    if (c.brands?.length) {
        const brands = lower(c.brands);
        add("brands", ({ listing, title }) => {
            const b = listing.brand?.toLowerCase();
            const ok = b != null ? brands.includes(b) : brands.some((w) => title.includes(w));
            return ok ? null : `brand ${listing.brand ?? "unknown"} is not one of ${c.brands.join(", ")}`;
        });
    }
    if (c.keywords?.length) {
        const words = lower(c.keywords);
        add("keywords", ({ title }) => {
            for (const w of words)
                if (!title.includes(w))
                    return `title lacks the keyword "${w}"`;
            return null;
        });
    }
    if (c.exclude?.length) {
        const words = lower(c.exclude);
        add("exclude", ({ title }) => {
            for (const w of words)
                if (title.includes(w))
                    return `title contains the excluded word "${w}"`;
            return null;
        });
    }
    const range = (rule, value, bound, isMin, what) => {
        if (bound === undefined)
            return;
        add(rule, ({ listing }) => {
            const x = value(listing);
            if (x === null)
                return `${what} unknown`;
            return (isMin ? x >= bound : x <= bound) ? null : `${what} ${x} is ${isMin ? "below the minimum" : "above the maximum"} ${bound}`;
        });
    };
    range("capacity_min_gb", (l) => l.capacity_gb, c.capacity_min_gb, true, "capacity (GB)");
    range("capacity_max_gb", (l) => l.capacity_gb, c.capacity_max_gb, false, "capacity (GB)");
    range("min_quantity", (l) => l.quantity, c.min_quantity, true, "quantity");
    range("max_quantity", (l) => l.quantity, c.max_quantity, false, "quantity");
    if (c.include_lots === false) {
        add("include_lots", ({ listing }) => (listing.quantity > 1 ? `a lot of ${listing.quantity} and the hunt excludes lots` : null));
    }
    if (c.max_unit_price !== undefined) {
        const cap = c.max_unit_price;
        add("max_unit_price", ({ unit }) => (unit <= cap ? null : `${usd(unit)} per item is above the cap ${usd(cap)}`));
    }
    const perCapacity = (rule, cap, gbPerUnit, unitName) => {
        if (cap === undefined)
            return;
        add(rule, ({ listing, unit }) => {
            const gb = listing.capacity_gb;
            if (gb === null || !(gb > 0))
                return `capacity unknown, so no price per ${unitName}`;
            const per = unit / (gb / gbPerUnit);
            return per <= cap ? null : `${usd(per)}/${unitName} is above the cap ${usd(cap)}/${unitName}`;
        });
    };
    perCapacity("max_price_per_tb", c.max_price_per_tb, GB_PER_TB, "TB");
    perCapacity("max_price_per_gb", c.max_price_per_gb, 1, "GB");
    const locationRule = (rule, keywords) => add(rule, ({ listing }) => keywords.some((k) => locationMatches(listing.location, k)) ? null : `location ${listing.location ?? "unknown"} is not ${keywords.join(" or ")}`);
    if (c.locations?.length)
        locationRule("locations", c.locations);
    if (config?.location)
        locationRule("location", [config.location]);
    return checks;
}
/**
 * Whether any compiled check reads the title (so the title is lower-cased only when needed).
 * @example needsTitle(compileCriteria({keywords: ["sas"]}, {})) // true
 */
export function needsTitle(checks) {
    return checks.some((c) => c.rule === "keywords" || c.rule === "exclude" || c.rule === "brands");
}
