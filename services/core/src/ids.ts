import { hash, randomUUID } from 'node:crypto';

/** Ids come from here so tests can fix them. */
export abstract class Ids {
  abstract newId(): string;
}
export class RandomIds extends Ids {
  newId(): string {
    return randomUUID();
  }
}
export class SequentialIds extends Ids {
  private n = 0;
  constructor(private readonly prefix = 'id') {
    super();
  }
  newId(): string {
    this.n += 1;
    return `${this.prefix}-${String(this.n).padStart(6, '0')}`;
  }
}

/**
 * A name-based UUID (v5 layout over SHA-1): the same inputs always give the same id. Several per
 * command: the one-shot `crypto.hash` costs about 60% of a `createHash` object's update/digest.
 */
export function deterministicUuid(...parts: string[]): string {
  const h = hash('sha1', parts.join('\u0000'), 'buffer');
  // a SHA-1 digest has 20 bytes: bytes 6 and 8 are always there
  h.writeUInt8((h.readUInt8(6) & 0x0f) | 0x50, 6);
  h.writeUInt8((h.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = h.toString('hex', 0, 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Event id of the index-th event a command writes to a stream. */
export function eventIdFor(commandId: string, stream: string, index: number): string {
  return deterministicUuid('event', commandId, stream, String(index));
}
