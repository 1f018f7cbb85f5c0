/**
 * mulberry32: a tiny seeded PRNG (numbers in [0, 1)), so generated demo and bench data are the same
 * on every run. Never Math.random in data a test or a seed depends on.
 */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A PRNG seeded by a label (its FNV-1a hash), so each named stream is reproducible on its own. */
export function createRandomFor(label: string): () => number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < label.length; index += 1) {
    hash ^= label.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return createRandom(hash);
}
