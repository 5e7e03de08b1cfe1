import fs from 'node:fs';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { describeMode, type AppConfig } from './config/config';
import type { EventStore } from './event-store/event-store.port';
import type { ReadStore } from './read-store/read-store.port';
import type { NoticeBus } from './bus/bus.port';
import type { BlobStore } from './blob-store/blob-store.port';
import { SqliteEventStore } from './event-store/sqlite/sqlite-event-store';
import { EsdbEventStore } from './event-store/eventstoredb/esdb-event-store';
import { UpcastingEventStore } from './event-store/upcasting-event-store';
import { SqliteReadStore } from './read-store/sqlite/sqlite-read-store';
import { MongoReadStore } from './read-store/mongodb/mongo-read-store';
import { InProcessNoticeBus } from './bus/in-process-notice-bus';
import { KafkaNoticeBus } from './bus/kafka/kafka-notice-bus';
import { FsBlobStore } from './blob-store/filesystem/fs-blob-store';
import { GridFsBlobStore } from './blob-store/gridfs/gridfs-blob-store';

export interface Adapters {
  eventStore: EventStore;
  readStore: ReadStore;
  bus: NoticeBus;
  blobs: BlobStore;
  /** e.g. "event store SQLite, read models SQLite, bus in-process, role all" */
  mode: string;
  /** closes everything this call opened, in reverse order */
  close(): Promise<void>;
}

/** File names of the embedded mode under DATA_DIR. */
export const DATA_FILES = {
  events: 'events.sqlite',
  read: 'read.sqlite',
  outbox: 'outbox.sqlite',
  blobs: 'blobs',
} as const;

type Closers = Array<() => Promise<void>>;

/** EventStoreDB when EVENT_STORE_URL, else SQLite; every reader sees current event versions (the
 * registries upcast older ones on read). */
function createEventStore(config: AppConfig, dataDir: string): EventStore {
  return new UpcastingEventStore(
    config.EVENT_STORE_URL
      ? new EsdbEventStore({ connectionString: config.EVENT_STORE_URL })
      : new SqliteEventStore({ file: path.join(dataDir, DATA_FILES.events) }),
  );
}

/** The read store and the blob store: MongoDB (GridFS) when READ_STORE_URL, else SQLite and files. */
async function createReadSide(
  config: AppConfig,
  dataDir: string,
  closers: Closers,
): Promise<{ readStore: ReadStore; blobs: BlobStore }> {
  if (!config.READ_STORE_URL)
    return {
      readStore: new SqliteReadStore({ file: path.join(dataDir, DATA_FILES.read) }),
      blobs: new FsBlobStore({ dir: path.join(dataDir, DATA_FILES.blobs) }),
    };
  const client = await new MongoClient(config.READ_STORE_URL).connect();
  closers.push(() => client.close());
  return {
    readStore: new MongoReadStore({ client, db: config.READ_STORE_DB }),
    blobs: new GridFsBlobStore(client.db(config.READ_STORE_DB)),
  };
}

/** The notice bus: Kafka when KAFKA_BROKERS (closed even if its start fails), else in-process. */
async function createBus(config: AppConfig, closers: Closers): Promise<NoticeBus> {
  if (!config.KAFKA_BROKERS) {
    const local = new InProcessNoticeBus();
    closers.push(() => local.close());
    return local;
  }
  const kafkaBus = new KafkaNoticeBus({
    brokers: config.KAFKA_BROKERS,
    clientId: config.KAFKA_CLIENT_ID,
  });
  closers.push(() => kafkaBus.close());
  await kafkaBus.start();
  return kafkaBus;
}

/**
 * Builds the adapters the configuration asks for: EventStoreDB when EVENT_STORE_URL is set (else
 * SQLite under DATA_DIR), MongoDB when READ_STORE_URL (else SQLite), Kafka when KAFKA_BROKERS (else
 * in-process). Nothing else in the code base chooses an adapter.
 */
export async function createAdapters(config: AppConfig): Promise<Adapters> {
  const closers: Closers = [];
  const close = async () => {
    const pending = closers.splice(0).reverse();
    for (const c of pending)
      await c().catch((e: unknown) => console.error('[adapters] close failed:', e));
  };
  try {
    const dataDir = path.resolve(config.DATA_DIR);
    if (!config.EVENT_STORE_URL || !config.READ_STORE_URL)
      fs.mkdirSync(dataDir, { recursive: true });

    const eventStore = createEventStore(config, dataDir);
    closers.push(() => eventStore.close());

    const { readStore, blobs } = await createReadSide(config, dataDir, closers);
    closers.push(
      () => readStore.close(),
      () => blobs.close(),
    );
    const bus = await createBus(config, closers);
    return { eventStore, readStore, bus, blobs, mode: describeMode(config), close };
  } catch (error) {
    await close();
    throw error;
  }
}
