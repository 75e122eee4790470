/** Realistic hunts a newcomer's demo account starts with, matched to the recorded pages. */
export const DEMO_HUNTS = [
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
