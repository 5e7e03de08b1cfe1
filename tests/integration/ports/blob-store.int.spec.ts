import { stopIfStarted } from '@faena/test-kit';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { FsBlobStore, GridFsBlobStore } from '@faena/core';
import { MONGODB, describeEngine } from '../../support/engines';
import { blobStoreContract } from './blob-store.contract';

const dirs = new Map<object, string>();
blobStoreContract('filesystem', {
  create: () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-blobs-'));
    const store = new FsBlobStore({ dir: path.join(dir, 'blobs') });
    dirs.set(store, dir);
    return store;
  },
  dispose: async (store) => {
    await store.close();
    fs.rmSync(dirs.get(store)!, { recursive: true, force: true });
  },
});

describeEngine(MONGODB, (url) => {
  let client: MongoClient;
  beforeAll(async () => {
    client = await new MongoClient(url()).connect();
  });
  afterAll(async () => {
    await stopIfStarted(client, (c) => c.close());
  });
  const names = new Map<object, string>();
  blobStoreContract('GridFS', {
    create: () => {
      const name = `faena_blobs_${randomUUID().slice(0, 8)}`;
      const store = new GridFsBlobStore(client.db(name));
      names.set(store, name);
      return store;
    },
    dispose: async (store) => {
      await store.close();
      await client.db(names.get(store)).dropDatabase();
    },
  });
});
