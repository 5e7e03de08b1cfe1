import { INSERTION_ORDER } from '../read-store.port';

/** A declared index as a MongoDB key: its fields ascending, INSERTION_ORDER as `_seq, _id`. */
export function mongoIndexKey(fields: readonly string[]): Record<string, 1> {
  const key: Record<string, 1> = {};
  for (const field of fields) {
    if (field === INSERTION_ORDER) {
      key._seq = 1;
      key._id = 1;
    } else key[field] = 1;
  }
  return key;
}
