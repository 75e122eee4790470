/**
 * A robots.txt reader (RFC 9309): groups by user-agent, longest matching rule wins, `allow`
 * wins a tie, `*` and `$` wildcards, and Crawl-delay (not in the RFC, widely used) kept.
 */
function toRegex(pattern) {
    const anchored = pattern.endsWith("$");
    const body = (anchored ? pattern.slice(0, -1) : pattern)
        .split("*")
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*");
    return new RegExp(`^${body}${anchored ? "$" : ""}`);
}
function parseGroups(text) {
    const groups = [];
    let current = null;
    let lastWasAgent = false;
    for (const raw of text.split(/\r?\n/)) {
        const line = raw.replace(/#.*/, "").trim();
        const colon = line.indexOf(":");
        if (colon < 0)
            continue;
        const key = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        if (key === "user-agent") {
            if (!current || !lastWasAgent) {
                current = { agents: [], rules: [], crawl_delay_ms: null };
                groups.push(current);
            }
            current.agents.push(value.toLowerCase());
            lastWasAgent = true;
            continue;
        }
        lastWasAgent = false;
        if (!current)
            continue;
        if ((key === "allow" || key === "disallow") && value !== "") {
            current.rules.push({ allow: key === "allow", pattern: value, regex: toRegex(value) });
        }
        else if (key === "crawl-delay" && Number.isFinite(Number(value))) {
            current.crawl_delay_ms = Number(value) * 1000;
        }
    }
    return groups;
}
/**
 * Parses robots.txt for one product token (e.g. "rackhunt"); falls back to the `*` group.
 *
 * @example
 * parseRobots("User-agent: *\nDisallow: /search", "rackhunt").isAllowed("/search?q=x"); // false
 */
export function parseRobots(text, token) {
    const groups = parseGroups(text);
    const lower = token.toLowerCase();
    const own = groups.filter((g) => g.agents.some((a) => a !== "*" && lower.startsWith(a)));
    const chosen = own.length > 0 ? own : groups.filter((g) => g.agents.includes("*"));
    const rules = chosen.flatMap((g) => g.rules);
    const delays = chosen.map((g) => g.crawl_delay_ms).filter((d) => d !== null);
    return {
        crawl_delay_ms: delays.length > 0 ? Math.max(...delays) : null,
        isAllowed(pathAndQuery) {
            let best = null;
            for (const rule of rules) {
                if (!rule.regex.test(pathAndQuery))
                    continue;
                if (!best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow)) {
                    best = rule;
                }
            }
            return best ? best.allow : true;
        },
    };
}
/** A policy that allows everything (no robots.txt, or a 4xx for it). */
export const ALLOW_ALL = { isAllowed: () => true, crawl_delay_ms: null };
