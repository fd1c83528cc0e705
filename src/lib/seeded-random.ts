/**
 * mulberry32 (Tommy Ettinger, public domain): a tiny generator of numbers in [0, 1) from a 32-bit
 * seed. The same seed gives the same numbers on every machine, so a simulation (the report's demo,
 * the A/A runs of tests/experiments) shows the same figures wherever it runs; never Math.random.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
