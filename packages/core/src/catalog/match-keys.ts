import { compactKey } from "./title-text.ts";

/**
 * Words left out when titles and catalog names are turned into lookup keys: brands,
 * family names and filler that people add or drop freely ("Intel Xeon E5-2680 v3"
 * and "E5-2680 v3" must meet on the same key).
 */
export const KEY_STOP_WORDS: ReadonlySet<string> = new Set([
  "intel", "amd", "nvidia", "geforce", "radeon", "xeon", "core", "processor", "cpu", "dell", "emc", "hp", "hpe",
  "lenovo", "ibm", "samsung", "seagate", "wd", "wdc", "western", "digital", "hgst", "hitachi", "toshiba", "micron",
  "crucial", "kingston", "mellanox", "broadcom", "lsi", "cisco", "juniper", "arista", "mikrotik", "ubiquiti",
  "netgear", "brocade", "chelsio", "supermicro", "poweredge", "proliant", "the", "series", "edition", "ethernet",
  "network", "adapter", "graphics", "card", "gpu", "ssd", "hdd", "hard", "drive", "solid", "state", "dc", "sas",
  "sata", "nvme", "pcie", "for", "with", "and", "new", "used", "server", "controller", "nic", "pci-e", "kioxia",
  "solidigm", "qlogic", "fujitsu", "amd's", "optane", "tesla", "quadro", "megaraid", "perc", "smart", "array",
]);

const CAPACITY_TOKEN_RE = /^\d+(?:\.\d+)?(?:gb|tb)$/;
/** Words with the joiners people write inside model names (`e5-2680`, `9207-8i`, `m.2`). */
const WORD_RE = /[a-z0-9]+(?:[.\-/+][a-z0-9]+)*/g;
const JOINER_RE = /[.\-/+]/g;

/**
 * The words of a name or title as upper-case letters and digits, without stop words
 * and capacities: `Intel Xeon E5-2680 v3` → [`E52680`, `V3`].
 */
export function keyWords(text: string): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  WORD_RE.lastIndex = 0;
  for (let m = WORD_RE.exec(lower); m !== null; m = WORD_RE.exec(lower)) {
    const w = m[0];
    if (KEY_STOP_WORDS.has(w)) continue;
    if (w.charCodeAt(w.length - 1) === 98 /* b */ && CAPACITY_TOKEN_RE.test(w)) continue;
    out.push((w.length > 3 && (w.includes("-") || w.includes(".") || w.includes("/") || w.includes("+")) ? w.replace(JOINER_RE, "") : w).toUpperCase());
  }
  return out;
}

/** The key a catalog name is stored under: its key words run together. */
export function nameKey(text: string): string {
  return compactKey(keyWords(text).join(""));
}

/** A key specific enough to identify something (not `R7`, not `2600`). */
export function usableKey(key: string): boolean {
  if (key.length < 3) return false;
  if (/^\d+$/.test(key)) return key.length >= 7;
  return true;
}

/** True when an alias is a single part-number-like token (letters and digits, 6+ characters). */
export function looksLikePartNumber(alias: string): boolean {
  return !/\s/.test(alias.trim()) && alias.length >= 6 && /\d/.test(alias) && /[a-z]/i.test(alias);
}
