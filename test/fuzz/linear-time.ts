/**
 * Growth of a function's running time with its input size, robust enough for a shared CI box:
 * each size is timed several times and the fastest run kept (noise only ever adds time).
 */
export interface Growth {
  sizes: number[];
  ms: number[];
  /** Time at the largest size over time at the smallest. */
  ratio: number;
  /** Largest size over smallest size. */
  scale: number;
}

function fastest(fn: () => void, reps: number): number {
  let best = Infinity;
  for (let i = 0; i < reps; i++) {
    const t = performance.now();
    fn();
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

/**
 * Time `run(make(n))` for each size. Inputs are built before timing.
 * @example measureGrowth((n) => "[".repeat(n), parseTitle, [25_000, 50_000, 100_000, 200_000]);
 */
export function measureGrowth<T>(make: (n: number) => T, run: (input: T) => unknown, sizes: number[], reps = 3): Growth {
  run(make(sizes[0]!)); // warm the JIT on the smallest size
  const ms = sizes.map((n) => {
    const input = make(n);
    return fastest(() => run(input), reps);
  });
  return { sizes, ms, ratio: ms.at(-1)! / Math.max(ms[0]!, 0.05), scale: sizes.at(-1)! / sizes[0]! };
}

/**
 * Linear enough: the largest input may cost up to `perDoubling` times more per doubling of size
 * (3 by default: linear is 2, quadratic 4), unless it is too fast to matter (under `floorMs`).
 */
export function isLinearEnough(g: Growth, perDoubling = 3, floorMs = 40): boolean {
  if (g.ms.at(-1)! < floorMs) return true;
  return g.ratio <= perDoubling ** Math.log2(g.scale);
}
