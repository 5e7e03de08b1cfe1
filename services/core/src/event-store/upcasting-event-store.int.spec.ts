import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredEvent } from '@faena/contracts';
import { SqliteEventStore } from './sqlite/sqlite-event-store';
import { UpcastingEventStore, adapterOf } from './upcasting-event-store';
import type { NewEvent } from './event-store.port';

/**
 * transport.SeatReserved v1 (companyId/reservedBy optional, as issue 15 wrote them) stored raw on
 * the SQLite store comes back at v2 (explicit nulls) on every read path; the stored row is not edited.
 */
const STREAM = 'transport.trip-T1';
const v1Data = { tripId: 'T1', seat: 3, personId: 'P1', personName: 'Ana', date: '2026-03-12' };
const v2Data = { ...v1Data, companyId: null, reservedBy: null };
let dir: string;
let raw: SqliteEventStore;
let store: UpcastingEventStore;

const v1Event = (id: string): NewEvent => ({
  id,
  type: 'transport.SeatReserved',
  version: 1,
  data: v1Data,
  metadata: {
    eventId: id,
    commandId: 'c1',
    correlationId: 'c1',
    causationId: 'c1',
    userId: 'U1',
    profileId: null,
    clientId: 'C1',
    divisionId: null,
    occurredAt: '2026-03-01T10:00:00.000Z',
  },
});

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'faena-upcast-'));
  raw = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
  store = new UpcastingEventStore(raw);
  await raw.append(STREAM, [v1Event('e-1')], 'no_stream');
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const current = (e: StoredEvent | undefined) => ({
  version: e?.version,
  data: e?.data,
  userId: e?.metadata.userId,
});

describe('UpcastingEventStore', () => {
  it('reads a stored v1 SeatReserved as v2 through readStream and readAll', async () => {
    expect(current((await store.readStream(STREAM))[0])).toEqual({
      version: 2,
      data: v2Data,
      userId: 'U1',
    });
    expect(current((await store.readAll(0, 10))[0])).toEqual({
      version: 2,
      data: v2Data,
      userId: 'U1',
    });
  });

  it('hands subscribers the v2 event', async () => {
    const seen: StoredEvent[] = [];
    const sub = store.subscribeAll(0, (events) => {
      seen.push(...events);
      return Promise.resolve();
    });
    for (let i = 0; i < 200 && seen.length === 0; i += 1)
      await new Promise((r) => setTimeout(r, 10));
    await sub.close();
    expect(current(seen[0])).toEqual({ version: 2, data: v2Data, userId: 'U1' });
  });

  it('never edits the stored event', async () => {
    await store.readStream(STREAM);
    const [stored] = await raw.readStream(STREAM);
    expect({ version: stored?.version, data: stored?.data }).toEqual({ version: 1, data: v1Data });
    expect(adapterOf(store)).toBe(raw);
  });
});
