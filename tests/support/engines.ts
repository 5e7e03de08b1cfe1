import fs from 'node:fs';
import net from 'node:net';
import {
  GenericContainer,
  Wait,
  getContainerRuntimeClient,
  type StartedTestContainer,
} from 'testcontainers';
import { MongoDBContainer } from '@testcontainers/mongodb';

/**
 * The real engines the contract suites run against: taken from the environment variable when it is
 * set, else started with testcontainers when a Docker engine is reachable, else skipped with one
 * line saying why.
 */
export interface Engine {
  name: string;
  envVar: 'EVENT_STORE_URL' | 'READ_STORE_URL' | 'KAFKA_BROKERS';
  /** starts a container and answers the URL / broker list */
  startContainer(): Promise<{ url: string; container: StartedTestContainer }>;
}

type Availability =
  { source: 'env'; url: string } | { source: 'docker' } | { source: 'none'; reason: string };

const SOCKET = '/var/run/docker.sock';

function dockerReason(): string | null {
  if (process.env.DOCKER_HOST) return null;
  if (fs.existsSync(SOCKET)) return null;
  return `no Docker engine reachable (DOCKER_HOST not set, ${SOCKET} missing)`;
}

export function availability(engine: Engine): Availability {
  const url = process.env[engine.envVar];
  if (url) return { source: 'env', url };
  const reason = dockerReason();
  return reason
    ? { source: 'none', reason: `${engine.envVar} not set and ${reason}` }
    : { source: 'docker' };
}

/**
 * describe() for one engine: starts it before the suite and stops it after; or describe.skip with
 * a printed reason. `body` receives a getter for the URL (valid inside tests and hooks).
 */
export function describeEngine(engine: Engine, body: (url: () => string) => void): void {
  const a = availability(engine);
  if (a.source === 'none') {
    process.stdout.write(`[contract] ${engine.name} skipped: ${a.reason}\n`);
    describe.skip(`${engine.name} (skipped: ${a.reason})`, () => body(() => ''));
    return;
  }
  describe(`${engine.name} (${a.source === 'env' ? `from ${engine.envVar}` : 'testcontainers'})`, () => {
    let url = a.source === 'env' ? a.url : '';
    let container: StartedTestContainer | null = null;
    beforeAll(async () => {
      if (a.source === 'env') return;
      await getContainerRuntimeClient();
      const started = await engine.startContainer();
      container = started.container;
      url = started.url;
    }, 300_000);
    afterAll(async () => {
      await container?.stop();
    }, 120_000);
    body(() => url);
  });
}

export const EVENTSTOREDB: Engine = {
  name: 'EventStoreDB',
  envVar: 'EVENT_STORE_URL',
  async startContainer() {
    const container = await new GenericContainer('eventstore/eventstore:24.10')
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
        EVENTSTORE_MEM_DB: 'true',
        EVENTSTORE_CLUSTER_SIZE: '1',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(
        Wait.forHttp('/health/live', 2113).forStatusCodeMatching((s) => s >= 200 && s < 300),
      )
      .withStartupTimeout(180_000)
      .start();
    return {
      container,
      url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    };
  },
};

export const MONGODB: Engine = {
  name: 'MongoDB',
  envVar: 'READ_STORE_URL',
  async startContainer() {
    // MongoDBContainer starts a single-node replica set (rs0)
    const container = await new MongoDBContainer('mongo:8.0').start();
    return { container, url: `${container.getConnectionString()}/?directConnection=true` };
  },
};

/** apache/kafka in KRaft mode; the host port is chosen first so the advertised listener is right. */
export const KAFKA: Engine = {
  name: 'Kafka',
  envVar: 'KAFKA_BROKERS',
  async startContainer() {
    const runtime = await getContainerRuntimeClient();
    const host = runtime.info.containerRuntime.host;
    const port = await freePort();
    const container = await new GenericContainer('apache/kafka:3.9.0')
      .withEnvironment({
        KAFKA_NODE_ID: '1',
        KAFKA_PROCESS_ROLES: 'broker,controller',
        KAFKA_LISTENERS: `PLAINTEXT://0.0.0.0:${port},CONTROLLER://0.0.0.0:9093`,
        KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://${host}:${port}`,
        KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
        KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
        KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
        KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
        KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
        KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
        KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
      })
      .withExposedPorts({ container: port, host: port })
      .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
      .withStartupTimeout(180_000)
      .start();
    return { container, url: `${host}:${port}` };
  },
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
