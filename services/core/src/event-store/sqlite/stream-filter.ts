import { present } from '../../present';

/** False positives per layer: about one read in 200 of a missing stream still asks SQLite. */
const FALSE_POSITIVE_RATE = 0.005;
const MIN_CAPACITY = 1 << 16;

/** One Bloom filter sized for `capacity` names. */
class Layer {
  readonly bits: Uint32Array;
  readonly size: number;
  readonly hashes: number;
  count = 0;

  constructor(readonly capacity: number) {
    const m = Math.ceil((-capacity * Math.log(FALSE_POSITIVE_RATE)) / (Math.LN2 * Math.LN2));
    this.size = Math.ceil(m / 32) * 32;
    this.hashes = Math.max(1, Math.round((this.size / capacity) * Math.LN2));
    this.bits = new Uint32Array(this.size / 32);
  }

  has(h1: number, h2: number): boolean {
    for (let i = 0; i < this.hashes; i += 1) {
      const bit = (h1 + Math.imul(i, h2)) >>> 0;
      const at = bit % this.size;
      if (((this.bits[at >>> 5] ?? 0) & (1 << (at & 31))) === 0) return false;
    }
    return true;
  }

  add(h1: number, h2: number): void {
    for (let i = 0; i < this.hashes; i += 1) {
      const at = ((h1 + Math.imul(i, h2)) >>> 0) % this.size;
      this.bits[at >>> 5] = (this.bits[at >>> 5] ?? 0) | (1 << (at & 31));
    }
    this.count += 1;
  }
}

/**
 * The names of the streams that have events, as a Bloom filter: "no" is certain, "maybe" is wrong
 * for about 1 name in 200. Most commands first read the streams they are about to create (the
 * request, the person's slot, the command marker); with this, those reads skip SQLite.
 *
 * It grows by layers (each twice the capacity of the one before), so it never needs the log again
 * once built; a name is added only when the filter does not already say "maybe".
 */
export class StreamFilter {
  private readonly layers: Layer[];

  constructor(expected = 0) {
    this.layers = [new Layer(Math.max(MIN_CAPACITY, expected))];
  }

  mightHave(stream: string): boolean {
    const h1 = fnv1a(stream, 0x811c9dc5);
    const h2 = fnv1a(stream, 0x01000193) | 1;
    return this.layers.some((layer) => layer.has(h1, h2));
  }

  add(stream: string): void {
    const h1 = fnv1a(stream, 0x811c9dc5);
    const h2 = fnv1a(stream, 0x01000193) | 1;
    if (this.layers.some((layer) => layer.has(h1, h2))) return;
    let last = present(this.layers.at(-1), "the filter's last layer");
    if (last.count >= last.capacity) {
      last = new Layer(last.capacity * 2);
      this.layers.push(last);
    }
    last.add(h1, h2);
  }

  /** bytes of the bit arrays (for the health figures and tests) */
  get bytes(): number {
    return this.layers.reduce((sum, layer) => sum + layer.bits.byteLength, 0);
  }
}

/** FNV-1a over the UTF-16 code units, with a final avalanche so nearby names spread. */
function fnv1a(text: string, seed: number): number {
  let h = seed;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
