import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { BlobStore, assertBlobKey, type StoredBlob } from '../blob-store.port';

interface BlobMeta {
  contentType: string;
}

/**
 * Blobs as files: bytes under <root>/data/<key>, content type under <root>/meta/<key>.json.
 * Writes go to a temporary file first and are renamed into place (a reader never sees half a file).
 */
export class FsBlobStore extends BlobStore {
  private readonly root: string;

  constructor(options: { dir: string }) {
    super();
    this.root = path.resolve(options.dir);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const { data, meta } = this.paths(key);
    await this.writeAtomically(data, bytes);
    await this.writeAtomically(
      meta,
      Buffer.from(JSON.stringify({ contentType } satisfies BlobMeta)),
    );
  }

  async get(key: string): Promise<StoredBlob | null> {
    const { data, meta } = this.paths(key);
    try {
      const [bytes, rawMeta] = await Promise.all([fs.readFile(data), fs.readFile(meta, 'utf8')]);
      const parsed = JSON.parse(rawMeta) as Partial<BlobMeta>;
      return { bytes, contentType: parsed.contentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { data, meta } = this.paths(key);
    await Promise.all([fs.rm(data, { force: true }), fs.rm(meta, { force: true })]);
  }

  async close(): Promise<void> {}

  private paths(key: string): { data: string; meta: string } {
    assertBlobKey(key);
    const data = path.join(this.root, 'data', ...key.split('/'));
    const meta = path.join(this.root, 'meta', ...key.split('/')) + '.json';
    // belt and braces: the resolved paths must stay inside the store
    for (const p of [data, meta]) {
      if (!p.startsWith(this.root + path.sep)) throw new TypeError(`invalid blob key: ${key}`);
    }
    return { data, meta };
  }

  private async writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomUUID()}.tmp`;
    try {
      await fs.writeFile(tmp, bytes, { flush: true });
      await fs.rename(tmp, file);
    } catch (error) {
      await fs.rm(tmp, { force: true });
      throw error;
    }
  }
}

function isMissing(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: string }).code === 'ENOENT'
  );
}
