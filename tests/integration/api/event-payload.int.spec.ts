import { Writable } from 'node:stream';
import { catalogPath, type DomainEvent } from '@faena/contracts';
import { EventStore } from '@faena/core';
import {
  closeTestApp,
  callsAs,
  newCommandId,
  startTestApp,
  type Calls,
  type TestApp,
} from '@faena/test-kit';
import {
  CommandRunner,
  type Plan,
} from '../../../services/api/src/platform/commands/command-runner';
import { createLogger } from '../../../services/api/src/platform/logging/app-logger';

jest.setTimeout(120_000);

type Line = Record<string, unknown>;
const lines: Line[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString().split('\n'))
      if (text.trim() !== '') lines.push(JSON.parse(text) as Line);
    done();
  },
});

let t: TestApp;
let store: EventStore;
let admin: Calls;

beforeAll(async () => {
  t = await startTestApp({
    logger: createLogger({ LOG_LEVEL: 'log', LOG_FORMAT: 'json' }, logStream),
  });
  store = t.app.get(EventStore);
  admin = callsAs(t, 'ADMIN');
  await t.tokenFor('ADMIN'); // signing in writes events: done before any head is measured
});
afterAll(() => closeTestApp(t));
afterEach(() => jest.restoreAllMocks());

const createFuel = (code: string) =>
  admin.post(catalogPath('catalogCreate', 'fuels'), {
    commandId: newCommandId('fuel'),
    code,
    description: `Combustible ${code}`,
  });

/** Makes the decided events of every command carry a number where their schema wants a text. */
function decidersWriteBadPayloads(): void {
  const runner = t.app.get(CommandRunner);
  const run = runner.run.bind(runner);
  const corrupt = (e: DomainEvent): DomainEvent => ({
    ...e,
    data: { ...(e.data as object), code: 42 },
  });
  jest.spyOn(runner, 'run').mockImplementation((ctx, plan: Plan) =>
    run(ctx, async (reader, now) => {
      const planned = await plan(reader, now);
      return {
        ...planned,
        writes: planned.writes.map((w) => ({ ...w, events: w.events.map(corrupt) })),
      };
    }),
  );
}

describe('a decided event that does not match its schema', () => {
  it('answers 500 problem+json, logs the schema mismatch and stores nothing', async () => {
    decidersWriteBadPayloads();
    const before = await store.headPosition();
    const res = await createFuel('BAD1');
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).toMatchObject({ status: 500, code: 'internal' });
    expect(JSON.stringify(res.body)).not.toContain('catalog.ItemCreated');
    expect(await store.headPosition()).toBe(before);
    const logged = lines
      .map((l) => JSON.stringify(l))
      .filter((l) => l.includes('EventPayloadError'));
    expect(logged.join('\n')).toMatch(/event catalog\.ItemCreated does not match its schema: code/);
  });

  it('is the payload: the same call with the decided events as they are is stored (201)', async () => {
    const before = await store.headPosition();
    const res = await createFuel('GOOD1');
    expect(res.status).toBe(201);
    expect(await store.headPosition()).toBeGreaterThan(before);
  });
});
