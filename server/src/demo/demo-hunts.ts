/**
 * Realistic hunts a newcomer's demo account starts with, matched to the recorded pages: the
 * first four judge homelab parts that have sold comparables on the recorded sites (so their
 * lines show trusted benchmarks), the others have few or no sales and show target-only lines.
 */
export const DEMO_HUNTS = [
  { name: "8TB SAS drives for the NAS", config: { query: "8tb sas" }, criteria: { category: "hdd" as const }, target_price: 60, ceiling_price: 120 },
  { name: "32GB DDR4 ECC RDIMMs", config: { query: "32gb ddr4 ecc" }, criteria: { category: "ram" as const }, target_price: 30, ceiling_price: 60 },
  { name: "Xeon Gold 6148 pair", config: { query: "xeon gold 6148" }, criteria: { category: "cpu" as const }, target_price: 35, ceiling_price: 60 },
  { name: "ConnectX-4 Lx 25GbE NICs", config: { query: "connectx-4 25gbe" }, criteria: { category: "nic" as const }, target_price: 40, ceiling_price: 80 },
  {
    name: "AMD EPYC CPU under $150",
    config: { query: "epyc" },
    criteria: { category: "cpu" as const, exclude: ["motherboard"] },
    target_price: 150,
    ceiling_price: 300,
  },
  { name: "NVMe SSDs, cheap per drive", config: { query: "nvme" }, target_price: 40, ceiling_price: 90 },
  { name: "DDR5 memory kits", config: { query: "ddr5" }, target_price: 150, ceiling_price: 300 },
  { name: "GPU deals under $300", config: { query: "gpu" }, criteria: { category: "gpu" as const }, target_price: 250, ceiling_price: 350 },
];
