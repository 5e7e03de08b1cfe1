/** A small seeded generator (mulberry32): a run prints its seed, RELIABILITY_SEED repeats it. */
export class Rng {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  static fromEnv(): Rng {
    const given = Number(process.env.RELIABILITY_SEED);
    return new Rng(
      Number.isInteger(given) && given > 0 ? given : Math.floor(Math.random() * 2 ** 31),
    );
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** integer in [min, max] */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** removes and answers a random item (undefined when empty) */
  take<T>(items: T[]): T | undefined {
    if (items.length === 0) return undefined;
    const i = Math.floor(this.next() * items.length);
    const [item] = items.splice(i, 1);
    return item;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** a key of `weights`, with probability proportional to its weight */
  weighted<K extends string>(weights: Record<K, number>): K {
    const entries = Object.entries(weights) as Array<[K, number]>;
    const total = entries.reduce((n, [, w]) => n + w, 0);
    let roll = this.next() * total;
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return entries[entries.length - 1]![0];
  }
}
