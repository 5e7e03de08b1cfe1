import { GridFSBucket, type Db } from 'mongodb';
import { BlobStore, assertBlobKey, type StoredBlob } from '../blob-store.port';

/**
 * Blobs in MongoDB GridFS (bucket `blobs`): the key is the filename, the content type sits in the
 * file's metadata. A put uploads a new file, then removes older files of the same key.
 */
export class GridFsBlobStore extends BlobStore {
  private readonly bucket: GridFSBucket;

  constructor(db: Db, bucketName = 'blobs') {
    super();
    this.bucket = new GridFSBucket(db, { bucketName });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertBlobKey(key);
    const upload = this.bucket.openUploadStream(key, { metadata: { contentType } });
    await new Promise<void>((resolve, reject) => {
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(Buffer.from(bytes));
    });
    const older = await this.bucket.find({ filename: key, _id: { $ne: upload.id } }).toArray();
    for (const file of older) await this.bucket.delete(file._id);
  }

  async get(key: string): Promise<StoredBlob | null> {
    assertBlobKey(key);
    const [file] = await this.bucket
      .find({ filename: key })
      .sort({ uploadDate: -1, _id: -1 })
      .limit(1)
      .toArray();
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.bucket.openDownloadStream(file._id))
      chunks.push(chunk as Buffer);
    const contentType =
      typeof file.metadata?.contentType === 'string'
        ? file.metadata.contentType
        : 'application/octet-stream';
    return { bytes: Buffer.concat(chunks), contentType };
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    const files = await this.bucket.find({ filename: key }).toArray();
    for (const file of files) await this.bucket.delete(file._id);
  }

  /** The Mongo client belongs to whoever created it. */
  async close(): Promise<void> {}
}
