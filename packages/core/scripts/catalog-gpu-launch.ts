/**
 * The variant a GPU model launched with, for models sold in several memory sizes: a listing that
 * names the model but not its memory (`RTX 3080 Founders Edition`) is, unless it says otherwise,
 * the card most of that model's market is. Only models whose variants did not launch together
 * are listed (RX 570/580, RX 5500 XT and Tesla P100 launched in both sizes at once: left open).
 * Source key `gpu-launch-specs`: launch dates and memory sizes from the makers' launch
 * announcements and Wikipedia's GPU lists (facts).
 */
import type { CatalogComponent } from "../src/schemas/catalog.ts";

/** Catalog model (without the memory size) → the launch memory, with the later variant's memory for the record. */
export const GPU_LAUNCH_VARIANTS: Readonly<Record<string, { launch: string; later: string }>> = {
  "NVIDIA GeForce RTX 3080": { launch: "10GB", later: "12GB (January 2022)" },
  "NVIDIA GeForce RTX 3060": { launch: "12GB", later: "8GB (October 2022)" },
  "NVIDIA GeForce RTX 3050": { launch: "8GB", later: "6GB (February 2024)" },
  "NVIDIA GeForce RTX 2060": { launch: "6GB", later: "12GB (December 2021)" },
  "NVIDIA GeForce GTX 1060": { launch: "6GB", later: "3GB (August 2016)" },
  "NVIDIA GeForce GTX 1050": { launch: "2GB", later: "3GB (May 2018)" },
  "NVIDIA GeForce RTX 4060 Ti": { launch: "8GB", later: "16GB (July 2023)" },
  "NVIDIA GeForce RTX 4070 Ti": { launch: "12GB", later: "16GB (the 4070 Ti SUPER, January 2024)" },
  "NVIDIA RTX A2000": { launch: "6GB", later: "12GB (November 2021)" },
  "NVIDIA Tesla V100 PCIe": { launch: "16GB", later: "32GB (March 2018)" },
  "NVIDIA A100 PCIe": { launch: "40GB", later: "80GB (June 2021)" },
  "AMD Radeon Instinct MI50": { launch: "16GB", later: "32GB" },
  "AMD Radeon Pro W7800": { launch: "32GB", later: "48GB (2024)" },
};

/**
 * Marks each listed model's launch variant with `specs.launch_variant`, and returns how many.
 * @example markLaunchVariants(entries) // 13
 */
export function markLaunchVariants(entries: Iterable<CatalogComponent>): number {
  let marked = 0;
  for (const c of entries) {
    if (c.category !== "gpu" || c.capacity === null) continue;
    const model = c.model.replace(/\s*\d+GB$/, "");
    if (GPU_LAUNCH_VARIANTS[model]?.launch === c.capacity) {
      c.specs = { ...c.specs, launch_variant: true };
      marked++;
    }
  }
  return marked;
}
