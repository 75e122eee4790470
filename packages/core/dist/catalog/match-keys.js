import { compactKey } from "./title-text.js";
/**
 * Words left out when titles and catalog names are turned into lookup keys: brands,
 * family names and filler that people add or drop freely ("Intel Xeon E5-2680 v3"
 * and "E5-2680 v3" must meet on the same key).
 */
export const KEY_STOP_WORDS = new Set([
    "intel", "amd", "nvidia", "geforce", "radeon", "xeon", "core", "processor", "cpu", "dell", "emc", "hp", "hpe",
    "lenovo", "ibm", "samsung", "seagate", "wd", "wdc", "western", "digital", "hgst", "hitachi", "toshiba", "micron",
    "crucial", "kingston", "mellanox", "broadcom", "lsi", "cisco", "juniper", "arista", "mikrotik", "ubiquiti",
    "netgear", "brocade", "chelsio", "supermicro", "poweredge", "proliant", "the", "series", "edition", "ethernet",
    "network", "adapter", "graphics", "card", "gpu", "ssd", "hdd", "hard", "drive", "solid", "state", "dc", "sas",
    "sata", "nvme", "pcie", "for", "with", "and", "new", "used", "server", "controller", "nic", "pci-e", "kioxia",
    "solidigm", "qlogic", "fujitsu", "amd's", "optane", "tesla", "quadro", "megaraid", "perc", "smart", "array",
]);
const STOP_UPPER = new Set([...KEY_STOP_WORDS].map((w) => w.toUpperCase()));
/** True for `A`-`Z` and `0`-`9` char codes. */
function alnum(c) {
    return (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
}
/** True for the joiners people write inside model names (`e5-2680`, `9207-8i`, `m.2`, `sfp+`, `x/y`). */
function joiner(c) {
    return c === 45 || c === 46 || c === 47 || c === 43;
}
/** `32GB`, `1.92TB`: capacities are checked, not part of a model key. */
function isCapacity(w) {
    const n = w.length;
    if (n < 3 || w.charCodeAt(n - 1) !== 66 /* B */)
        return false;
    const u = w.charCodeAt(n - 2);
    if (u !== 71 /* G */ && u !== 84 /* T */)
        return false;
    for (let i = 0; i < n - 2; i++) {
        const c = w.charCodeAt(i);
        if (!((c >= 48 && c <= 57) || c === 46))
            return false;
    }
    return true;
}
/**
 * The words of a name or title as upper-case letters and digits, without stop words
 * and capacities: `Intel Xeon E5-2680 v3` → [`E52680`, `V3`]. One pass over the characters,
 * since this runs for every listing a scan sees.
 */
export function keyWords(text) {
    const out = [];
    const up = text.toUpperCase();
    const n = up.length;
    let i = 0;
    while (i < n) {
        if (!alnum(up.charCodeAt(i))) {
            i++;
            continue;
        }
        const start = i;
        let joined = false;
        while (i < n) {
            const c = up.charCodeAt(i);
            if (alnum(c)) {
                i++;
                continue;
            }
            // A joiner counts only between two letters or digits.
            if (joiner(c) && i + 1 < n && alnum(up.charCodeAt(i + 1))) {
                joined = true;
                i++;
                continue;
            }
            break;
        }
        const raw = up.slice(start, i);
        if (STOP_UPPER.has(raw) || isCapacity(raw))
            continue;
        out.push(joined ? raw.replace(/[.\-/+]/g, "") : raw);
    }
    return out;
}
/** The key a catalog name is stored under: its key words run together. */
export function nameKey(text) {
    return compactKey(keyWords(text).join(""));
}
/** A key specific enough to identify something (not `R7`, not `2600`). */
export function usableKey(key) {
    if (key.length < 3)
        return false;
    if (/^\d+$/.test(key))
        return key.length >= 7;
    return true;
}
/** True when an alias is a single part-number-like token (letters and digits, 6+ characters). */
export function looksLikePartNumber(alias) {
    return !/\s/.test(alias.trim()) && alias.length >= 6 && /\d/.test(alias) && /[a-z]/i.test(alias);
}
