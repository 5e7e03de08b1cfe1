import os from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Consumer, Kafka, Producer } from 'kafkajs';
import type { ChangeMessage } from '@faena/contracts';
import { settle } from '../../settle';
import { NoticeBus } from '../bus.port';
import { durableProducer, ensureTopic, kafkaClient, type KafkaConnection } from './kafka-setup';

export const NOTICES_TOPIC = 'faena.notices';

export interface KafkaNoticeBusOptions extends KafkaConnection {
  topic?: string;
  /** default: a group of its own per node, so every api node receives every notice */
  groupId?: string;
  partitions?: number;
  onError?: (error: unknown) => void;
}

/**
 * Distributed mode: the projector publishes change notices to `faena.notices` (one message per
 * room and publish, keyed by room, so a room's notices stay in order); every api node consumes the
 * topic in its own consumer group and hands them to its local subscribers. Call start() first.
 */
export class KafkaNoticeBus extends NoticeBus {
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly consumer: Consumer;
  private readonly topic: string;
  private readonly handlers = new Set<(notices: ChangeMessage[]) => void>();
  private readonly onError: (error: unknown) => void;

  constructor(private readonly options: KafkaNoticeBusOptions) {
    super();
    this.kafka = kafkaClient(options);
    this.topic = options.topic ?? NOTICES_TOPIC;
    this.producer = durableProducer(this.kafka);
    const groupId =
      options.groupId ??
      `${options.clientId}-notices-${os.hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
    this.consumer = this.kafka.consumer({ groupId });
    this.onError = options.onError ?? ((e) => console.error('[bus] notice handler failed:', e));
  }

  /**
   * Connects, and resolves once this node's consumer has joined its group, positioned at the end
   * the topic had when start() began: every notice published after start() resolved is delivered.
   */
  async start(): Promise<void> {
    const ends = await ensureTopic(this.kafka, this.topic, this.options.partitions ?? 3);
    await this.producer.connect();
    await this.consumer.connect();
    await this.consumer.subscribe({ topics: [this.topic], fromBeginning: false });
    const joined = new Promise<void>((resolve) => {
      const off = this.consumer.on(this.consumer.events.GROUP_JOIN, () => {
        off();
        resolve();
      });
    });
    await this.consumer.run({
      eachMessage: ({ message }) => settle(() => this.deliver(message.value)),
    });
    await joined;
    for (const [partition, offset] of ends)
      this.consumer.seek({ topic: this.topic, partition, offset });
  }

  async publish(notices: ChangeMessage[]): Promise<void> {
    if (notices.length === 0) return;
    const byRoom = new Map<string, ChangeMessage[]>();
    for (const n of notices) byRoom.set(n.room, [...(byRoom.get(n.room) ?? []), n]);
    await this.producer.send({
      topic: this.topic,
      acks: -1,
      messages: [...byRoom].map(([room, list]) => ({ key: room, value: JSON.stringify(list) })),
    });
  }

  subscribe(handler: (notices: ChangeMessage[]) => void): () => void {
    const own = (notices: ChangeMessage[]) => handler(notices);
    this.handlers.add(own);
    return () => {
      this.handlers.delete(own);
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await this.consumer.disconnect();
    await this.producer.disconnect();
  }

  private deliver(value: Buffer | null): void {
    if (!value) return;
    let notices: ChangeMessage[];
    try {
      const parsed: unknown = JSON.parse(value.toString('utf8'));
      if (!Array.isArray(parsed)) return;
      notices = parsed as ChangeMessage[];
    } catch (error) {
      this.onError(error);
      return;
    }
    for (const handler of [...this.handlers]) {
      try {
        handler(notices);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
