import type { Kafka, Producer } from 'kafkajs';
import type { StoredEvent } from '@faena/contracts';
import type { EventStore, Subscription } from '../../event-store/event-store.port';
import type { ReadStore } from '../../read-store/read-store.port';
import { durableProducer, ensureTopic, kafkaClient, type KafkaConnection } from './kafka-setup';
import { present } from '../../present';

export const EVENTS_TOPIC = 'faena.events';
export const RELAY_CHECKPOINT = 'kafka-relay';

/** Where relayed events go; resolves once the destination has acknowledged them. */
export interface EventSink {
  send(events: StoredEvent[]): Promise<void>;
  close(): Promise<void>;
}

/** Kafka sink: topic faena.events, key = stream name (a stream's events stay in order). */
export class KafkaEventSink implements EventSink {
  private readonly producer: Producer;
  private constructor(
    private readonly kafka: Kafka,
    private readonly topic: string,
  ) {
    this.producer = durableProducer(kafka);
  }

  static async connect(
    connection: KafkaConnection & { topic?: string; partitions?: number },
  ): Promise<KafkaEventSink> {
    const kafka = kafkaClient(connection);
    const topic = connection.topic ?? EVENTS_TOPIC;
    await ensureTopic(kafka, topic, connection.partitions ?? 6);
    const sink = new KafkaEventSink(kafka, topic);
    await sink.producer.connect();
    return sink;
  }

  async send(events: StoredEvent[]): Promise<void> {
    for (let i = 0; i < events.length; i += 200) {
      await this.producer.send({
        topic: this.topic,
        acks: -1,
        messages: events.slice(i, i + 200).map((e) => ({
          key: e.stream,
          value: JSON.stringify(e),
          headers: { type: e.type, position: String(e.position) },
        })),
      });
    }
  }

  async close(): Promise<void> {
    await this.producer.disconnect();
  }
}

export interface EventRelayOptions {
  store: EventStore;
  /** holds the relay's checkpoint (projection name 'kafka-relay') */
  checkpoints: ReadStore;
  sink: EventSink;
  name?: string;
  batchSize?: number;
  onError?: (error: unknown) => void;
}

/**
 * Publishes committed events from the event store, batch by batch from its checkpoint; the
 * checkpoint moves only after the sink acknowledged the batch (at-least-once; consumers dedupe by
 * event id or position).
 */
export class KafkaEventRelay {
  private subscription: Subscription | null = null;
  private readonly name: string;

  constructor(private readonly options: EventRelayOptions) {
    this.name = options.name ?? RELAY_CHECKPOINT;
  }

  async start(): Promise<void> {
    if (this.subscription) return;
    const { store, checkpoints, sink } = this.options;
    const from = await checkpoints.getCheckpoint(this.name);
    this.subscription = store.subscribeAll(
      from,
      async (batch) => {
        await sink.send(batch);
        await checkpoints.commit([], {
          projection: this.name,
          position: present(batch.at(-1), "the batch's last event").position,
        });
      },
      {
        batchSize: this.options.batchSize ?? 500,
        ...(this.options.onError ? { onError: this.options.onError } : {}),
      },
    );
  }

  /** Stops after the batch in flight; does not close the sink or the stores. */
  async stop(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.close();
  }
}
