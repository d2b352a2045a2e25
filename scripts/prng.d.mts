/** A seeded generator of numbers in [0, 1). */
export function mulberry32(seed: number): () => number;
