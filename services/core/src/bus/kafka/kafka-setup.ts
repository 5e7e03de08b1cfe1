import { Kafka, Partitioners, logLevel, type Producer } from 'kafkajs';

export interface KafkaConnection {
  /** comma-separated host:port list (KAFKA_BROKERS) or a list */
  brokers: string | string[];
  clientId: string;
}

export function kafkaClient(connection: KafkaConnection): Kafka {
  const brokers = Array.isArray(connection.brokers)
    ? connection.brokers
    : connection.brokers
        .split(',')
        .map((b) => b.trim())
        .filter((b) => b.length > 0);
  if (brokers.length === 0) throw new Error('KAFKA_BROKERS names no broker');
  return new Kafka({ clientId: connection.clientId, brokers, logLevel: logLevel.WARN });
}

/**
 * Creates the topic when it does not exist yet (safe with several nodes) and answers the offset
 * each partition's next message will get (its end), so a new consumer can start exactly there.
 */
export async function ensureTopic(
  kafka: Kafka,
  topic: string,
  numPartitions: number,
): Promise<Map<number, string>> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const topics = await admin.listTopics();
    if (!topics.includes(topic)) {
      await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions }] });
    }
    const offsets = await admin.fetchTopicOffsets(topic);
    return new Map(offsets.map((o) => [o.partition, o.high]));
  } finally {
    await admin.disconnect();
  }
}

/** An idempotent producer: acks from all in-sync replicas, no duplicates on retry, order kept. */
export function durableProducer(kafka: Kafka): Producer {
  return kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
}
