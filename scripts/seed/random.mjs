// The seed's only source of randomness: a seeded PRNG, so the same generator always writes the
// same bytes. Every choice draws from one stream in a fixed order, which is why the generator
// builds the restaurants in a fixed order (see generate-seed.mjs).

/** mulberry32: a small seeded PRNG answering numbers in [0, 1). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The helpers over one stream: an integer in [min, max], a list element, a coin with odds p. */
export function createRandom(seed) {
  const random = prng(seed);
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const pick = (list) => list[Math.floor(random() * list.length)];
  const chance = (p) => random() < p;
  /** Fisher-Yates with the seeded PRNG (a random sort comparator is engine-dependent). */
  const shuffle = (list) => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return { random, int, pick, chance, shuffle };
}
