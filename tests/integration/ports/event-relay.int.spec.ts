import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import type { StoredEvent } from '@faena/contracts';
import {
  KafkaEventRelay,
  KafkaEventSink,
  SqliteEventStore,
  SqliteReadStore,
  type EventSink,
  settle,
} from '@faena/core';
import { KAFKA, describeEngine } from '../../support/engines';
import { newEvent, streamName } from './event-store.contract';

/** A sink that records what it acknowledged; it can be told to fail its next sends. */
class RecordingSink implements EventSink {
  readonly sent: StoredEvent[] = [];
  failures = 0;
  private waiter: { count: number; resolve: () => void } | null = null;
  send(events: StoredEvent[]): Promise<void> {
    return settle(() => {
      if (this.failures > 0) {
        this.failures -= 1;
        throw new Error('broker unavailable');
      }
      this.sent.push(...events);
      if (this.waiter && this.sent.length >= this.waiter.count) this.waiter.resolve();
    });
  }
  until(count: number): Promise<void> {
    if (this.sent.length >= count) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiter = { count, resolve };
    });
  }
  async close(): Promise<void> {}
}

describe('Kafka event relay (recording sink, embedded stores)', () => {
  let dir: string;
  let store: SqliteEventStore;
  let checkpoints: SqliteReadStore;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-relay-'));
    store = new SqliteEventStore({ file: path.join(dir, 'events.sqlite') });
    checkpoints = new SqliteReadStore({ file: path.join(dir, 'read.sqlite') });
  });
  afterEach(async () => {
    await store.close();
    await checkpoints.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('publishes every committed event in order and moves its checkpoint after the ack', async () => {
    const stream = streamName('relay');
    await store.append(stream, [newEvent('test.A'), newEvent('test.B')], 'no_stream');
    const sink = new RecordingSink();
    const relay = new KafkaEventRelay({ store, checkpoints, sink, batchSize: 1 });
    await relay.start();
    const last = await store.append(stream, [newEvent('test.C')], 1);
    await sink.until(3);
    await relay.stop();
    expect(sink.sent.map((e) => e.type)).toEqual(['test.A', 'test.B', 'test.C']);
    await expect(checkpoints.getCheckpoint('kafka-relay')).resolves.toBe(last.position);
  });

  it('resumes from its checkpoint after a restart, without re-sending', async () => {
    const stream = streamName('resume');
    await store.append(stream, [newEvent('test.A')], 'no_stream');
    const first = new RecordingSink();
    const relay1 = new KafkaEventRelay({ store, checkpoints, sink: first });
    await relay1.start();
    await first.until(1);
    await relay1.stop();
    await store.append(stream, [newEvent('test.B')], 0);
    const second = new RecordingSink();
    const relay2 = new KafkaEventRelay({ store, checkpoints, sink: second });
    await relay2.start();
    await second.until(1);
    await relay2.stop();
    expect(second.sent.map((e) => e.type)).toEqual(['test.B']);
  });

  it('retries a batch the sink refused and never skips it', async () => {
    await store.append(streamName('retry'), [newEvent('test.A')], 'no_stream');
    const sink = new RecordingSink();
    sink.failures = 2;
    const errors: unknown[] = [];
    const relay = new KafkaEventRelay({ store, checkpoints, sink, onError: (e) => errors.push(e) });
    await relay.start();
    await sink.until(1);
    await relay.stop();
    expect(errors).toHaveLength(2);
    expect(sink.sent.map((e) => e.type)).toEqual(['test.A']);
  });
});

describeEngine(KAFKA, (url) => {
  it('relays events into a Kafka topic keyed by stream', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-relay-kafka-'));
    const store = new SqliteEventStore({ file: path.join(dir, 'events.sqlite') });
    const checkpoints = new SqliteReadStore({ file: path.join(dir, 'read.sqlite') });
    const topic = `faena.events.contract-${randomUUID().slice(0, 8)}`;
    const sink = await KafkaEventSink.connect({
      brokers: url(),
      clientId: 'faena-contract',
      topic,
      partitions: 1,
    });
    const stream = streamName('kafka');
    await store.append(stream, [newEvent('test.A'), newEvent('test.B')], 'no_stream');
    const relay = new KafkaEventRelay({ store, checkpoints, sink });
    await relay.start();

    const consumer = new Kafka({
      clientId: 'faena-contract-reader',
      brokers: [url()],
      logLevel: logLevel.WARN,
    }).consumer({ groupId: `reader-${randomUUID()}` });
    await consumer.connect();
    await consumer.subscribe({ topics: [topic], fromBeginning: true });
    const received: Array<{ key: string; type: string }> = [];
    await new Promise<void>((resolve) => {
      void consumer.run({
        eachMessage: ({ message }) =>
          settle(() => {
            const event = JSON.parse(message.value!.toString()) as StoredEvent;
            received.push({ key: message.key!.toString(), type: event.type });
            if (received.length >= 2) resolve();
          }),
      });
    });
    await consumer.disconnect();
    await relay.stop();
    await sink.close();
    await store.close();
    await checkpoints.close();
    fs.rmSync(dir, { recursive: true, force: true });
    expect(received).toEqual([
      { key: stream, type: 'test.A' },
      { key: stream, type: 'test.B' },
    ]);
  });
});
