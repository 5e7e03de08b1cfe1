import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STREAMS } from '@faena/contracts';
import { eventIdFor, EventStore, SqliteEventStore, type NewEvent } from '@faena/core';
import { startTestApp, type TestApp } from '@faena/test-kit';

// issue 18: a store written before the requirements context keeps its 'requirement-types'
// catalogue items; the one-off migration at start turns them into requirement types, once
jest.setTimeout(60_000);

/** The n-th event of a stream as an older release stored it. */
const oldEvent = (
  stream: string,
  n: number,
  { type, data }: { type: string; data: unknown },
): NewEvent => {
  const id = eventIdFor('old-catalogue', stream, n);
  return {
    id,
    type,
    version: 1,
    data,
    metadata: {
      eventId: id,
      commandId: `old-${stream}-${n}`,
      correlationId: id,
      causationId: id,
      userId: 'ADMIN',
      profileId: null,
      clientId: null,
      divisionId: null,
      occurredAt: '2026-01-10T10:00:00.000Z',
    },
  };
};
const item = (code: string) => ({
  catalogId: 'requirement-types',
  itemId: `requirement-types-${code}`,
});

async function writeOldStore(dir: string): Promise<void> {
  const store = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
  const created = (code: string, values: Record<string, unknown>) =>
    oldEvent(`catalog.item-requirement-types-${code}`, 0, {
      type: 'catalog.ItemCreated',
      data: {
        ...item(code),
        scope: null,
        code,
        values,
      },
    });
  await store.append(
    'catalog.item-requirement-types-EMO',
    [
      created('EMO', {
        description: 'Examen médico',
        entity: 'P',
        kind: 'S',
        notifyDaysBefore: 30,
      }),
      oldEvent('catalog.item-requirement-types-EMO', 1, {
        type: 'catalog.ItemUpdated',
        data: {
          ...item('EMO'),
          changes: { description: 'Examen médico ocupacional' },
        },
      }),
    ],
    'no_stream',
  );
  await store.append(
    'catalog.item-requirement-types-RUC',
    [
      created('RUC', { description: 'Ficha RUC', entity: 'E', kind: 'A', notifyDaysBefore: null }),
      oldEvent('catalog.item-requirement-types-RUC', 1, {
        type: 'catalog.ItemStateChanged',
        data: {
          ...item('RUC'),
          active: 'N',
        },
      }),
    ],
    'no_stream',
  );
  await store.close();
}

const typesOf = async (t: TestApp) =>
  (await t.app.get(EventStore).readStream(STREAMS.requirementTypes())).map((e) => ({
    type: e.type,
    data: e.data,
  }));

describe('requirement-types catalogue migration', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'faena-migration-'));
    await writeOldStore(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('defines a requirement type per old item at start, applying nowhere yet', async () => {
    const t = await startTestApp({ seed: false, dataDir: dir });
    try {
      const types = await typesOf(t);
      const none = { clientIds: [], contractIds: [], positionTypeIds: [], zoneIds: [] };
      expect(types).toEqual([
        {
          type: 'requirements.RequirementTypeDefined',
          data: {
            code: 'EMO',
            description: 'Examen médico ocupacional',
            entity: 'P',
            kind: 'S',
            notifyDaysBefore: 30,
            active: true,
            applicability: none,
            changedBy: 'SYSTEM',
          },
        },
        {
          type: 'requirements.RequirementTypeDefined',
          data: {
            code: 'RUC',
            description: 'Ficha RUC',
            entity: 'C',
            kind: 'A',
            notifyDaysBefore: 0,
            active: false,
            applicability: none,
            changedBy: 'SYSTEM',
          },
        },
      ]);
    } finally {
      await t.close({ keepData: true });
    }
  });

  it('writes nothing on the next start (done once per store)', async () => {
    const t = await startTestApp({ seed: false, dataDir: dir });
    try {
      expect(await typesOf(t)).toHaveLength(2);
      const marker = await t.app
        .get(EventStore)
        .readStream('system.migration-requirement-types-catalogue');
      expect(marker.map((e) => [e.type, e.data])).toEqual([
        ['system.MigrationCompleted', { migrated: ['EMO', 'RUC'], skipped: [] }],
      ]);
    } finally {
      await t.close({ keepData: true });
    }
  });
});
