// Time and ids arrive through ports so that decide/evolve stay pure and a replay is exact.

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export interface Ids {
  /** A fresh unique id (a UUID in the real adapters). */
  next(): string;
}
