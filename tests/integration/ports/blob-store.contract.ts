import type { BlobStore } from '@faena/core';

export interface BlobStoreHarness {
  create(): BlobStore | Promise<BlobStore>;
  dispose(store: BlobStore): Promise<void>;
}

export function blobStoreContract(label: string, harness: BlobStoreHarness): void {
  describe(`BlobStore contract: ${label}`, () => {
    let blobs: BlobStore;
    beforeEach(async () => {
      blobs = await harness.create();
    });
    afterEach(async () => {
      await harness.dispose(blobs);
    });

    it('gives back the bytes and content type it stored', async () => {
      const bytes = Buffer.from([0, 1, 2, 250, 255]);
      await blobs.put('requests/r-1/photo.jpg', bytes, 'image/jpeg');
      await expect(blobs.get('requests/r-1/photo.jpg')).resolves.toEqual({
        bytes,
        contentType: 'image/jpeg',
      });
    });

    it('replaces a key, deletes it, and answers null for a missing key', async () => {
      await blobs.put('doc.pdf', Buffer.from('v1'), 'application/pdf');
      await blobs.put('doc.pdf', Buffer.from('version 2'), 'text/plain');
      expect((await blobs.get('doc.pdf'))?.bytes.toString()).toBe('version 2');
      await blobs.delete('doc.pdf');
      await expect(blobs.get('doc.pdf')).resolves.toBeNull();
      await expect(blobs.delete('doc.pdf')).resolves.toBeUndefined();
      await expect(blobs.get('never-stored')).resolves.toBeNull();
    });

    it.each(['../escape', '/etc/passwd', 'a/../../b', 'a\\b', '', '.hidden', 'a//b', 'a/./b'])(
      'refuses the key %j',
      async (key) => {
        await expect(blobs.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
          'invalid blob key',
        );
        await expect(blobs.get(key)).rejects.toThrow('invalid blob key');
      },
    );
  });
}
