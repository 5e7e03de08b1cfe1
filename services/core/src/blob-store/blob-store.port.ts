/** A stored file: its bytes and the content type it was put with. */
export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
}

/**
 * Keys are relative paths of safe segments, e.g. `accreditation/7f3.../photo.jpg`: each segment
 * starts with a letter or digit and holds only letters, digits, '.', '_' and '-'. Nothing can
 * climb out of the store ('..' is not a segment, no absolute paths, no backslashes).
 */
export const BLOB_KEY_PATTERN =
  /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}){0,7}$/;

export function assertBlobKey(key: string): void {
  if (typeof key !== 'string' || !BLOB_KEY_PATTERN.test(key))
    throw new TypeError(`invalid blob key: ${key}`);
}

/** Files (attachments, photos): the filesystem under DATA_DIR/blobs, or GridFS. */
export abstract class BlobStore {
  /** stores (or replaces) the bytes under the key */
  abstract put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  abstract get(key: string): Promise<StoredBlob | null>;
  /** removes the key; nothing happens when it is not there */
  abstract delete(key: string): Promise<void>;
  abstract close(): Promise<void>;
}
