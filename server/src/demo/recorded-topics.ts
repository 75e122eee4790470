/**
 * The homelab topics of the recorded sites (test/fixtures/pages/make-synthetic-homelab.ts): which
 * search words find which topic's pages. Sold searches of a topic answer with its sold page;
 * active searches only where the general recorded page has nothing for the query (EPYC CPUs are
 * on the general page, so an "epyc" search keeps finding them there).
 */
export type Topic = "drives" | "ram" | "cpu" | "nic";

const WORDS: { topic: Topic; sold: RegExp; active: RegExp }[] = [
  { topic: "drives", sold: /\b(hdd|sas|sata|drives?|hgst|ultrastar|exos|he8|hc520|\d+\s?tb)\b/, active: /\b(hdd|sas|drives?|hgst|ultrastar|exos|he8|hc520|\d+\s?tb)\b/ },
  { topic: "ram", sold: /\b(ddr4|rdimm|lrdimm|ecc|pc4|m393a\w*)\b/, active: /\b(ddr4|rdimm|lrdimm|ecc|pc4|m393a\w*)\b/ },
  { topic: "cpu", sold: /\b(epyc|xeon|7302p|6148|sr3b6)\b/, active: /\b(xeon|6148|sr3b6)\b/ },
  { topic: "nic", sold: /\b(nic|connectx(-\d)?|mellanox|mcx\w+|x710(-da2)?|10gbe|25gbe|sfp\+?|sfp28)\b/, active: /\b(nic|connectx(-\d)?|mellanox|mcx\w+|x710(-da2)?|10gbe|25gbe|sfp\+?|sfp28)\b/ },
];

/** The topic a search's words belong to, if any. */
export function topicOf(query: string, results: "active" | "sold"): Topic | null {
  const q = query.toLowerCase();
  return WORDS.find((w) => w[results].test(q))?.topic ?? null;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * Fill a synthetic page's relative dates: `{{date:-N}}` as the marketplace writes a sale date
 * ("Nov 20, 2026"), `{{epoch:-N}}` as Reddit's created_utc, N days before `now`.
 */
export function fillDates(body: string, now: Date): string {
  const day = (n: string) => new Date(now.getTime() + Number(n) * 86_400_000);
  return body
    .replace(/\{\{date:(-?\d+)\}\}/g, (_, n: string) => {
      const d = day(n);
      return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
    })
    .replace(/\{\{epoch:(-?\d+)\}\}/g, (_, n: string) => String(Math.floor(day(n).getTime() / 1000)));
}
