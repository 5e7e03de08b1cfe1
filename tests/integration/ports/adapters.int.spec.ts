import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  InProcessNoticeBus,
  SqliteEventStore,
  SqliteReadStore,
  FsBlobStore,
  UpcastingEventStore,
  adapterOf,
  createAdapters,
  loadConfig,
} from '@faena/core';
import { newEvent, streamName } from './event-store.contract';

describe('createAdapters', () => {
  it('builds the embedded mode under DATA_DIR and keeps the data across a restart', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'faena-adapters-')), 'data');
    const config = loadConfig({ DATA_DIR: dir });
    const first = await createAdapters(config);
    // every adapter is read through the upcaster, which turns old event versions into current ones
    expect(first.eventStore).toBeInstanceOf(UpcastingEventStore);
    expect(adapterOf(first.eventStore)).toBeInstanceOf(SqliteEventStore);
    expect(first.readStore).toBeInstanceOf(SqliteReadStore);
    expect(first.bus).toBeInstanceOf(InProcessNoticeBus);
    expect(first.blobs).toBeInstanceOf(FsBlobStore);
    expect(first.mode).toBe('event store SQLite, read models SQLite, bus in-process, role all');
    const stream = streamName('adapters');
    const written = await first.eventStore.append(stream, [newEvent('test.Opened')], 'no_stream');
    await first.readStore.commit([], { projection: 'p.v1', position: written.position });
    await first.blobs.put('a/b.txt', Buffer.from('hola'), 'text/plain');
    await first.close();
    expect(fs.readdirSync(dir).sort()).toEqual(
      expect.arrayContaining(['blobs', 'events.sqlite', 'read.sqlite']),
    );

    const second = await createAdapters(config);
    expect(await second.eventStore.readStream(stream)).toHaveLength(1);
    expect(await second.readStore.getCheckpoint('p.v1')).toBe(written.position);
    expect((await second.blobs.get('a/b.txt'))?.bytes.toString()).toBe('hola');
    await second.close();
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });
});
