import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appendGiven, readLog } from './event-log';

/** The reliability suites read the log as the product does: older event versions upcast. */
describe('reliability support: readLog', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'faena-event-log-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('gives a stored v1 transport.SeatReserved at v2, with companyId and reservedBy null', async () => {
    const v1 = { tripId: 'T1', seat: 3, personId: 'P1', personName: 'Ana', date: '2026-03-12' };
    await appendGiven(dataDir, 'v1', [
      {
        stream: 'transport.trip-T1',
        events: [{ type: 'transport.SeatReserved', version: 1, data: v1 }],
      },
    ]);
    const [event] = readLog(dataDir);
    expect(event).toMatchObject({ type: 'transport.SeatReserved', version: 2, revision: 0 });
    expect(event!.data).toEqual({ ...v1, companyId: null, reservedBy: null });
  });
});
