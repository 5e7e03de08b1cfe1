import type { StoredEvent } from '../shared/events';
import { EVENT_CATALOG } from '../event-catalog';

const v1 = {
  personId: 'P1',
  clientId: 'C1',
  requestId: 'R1',
  startDate: '2026-03-01',
  endDate: '2026-06-30',
};
const stored = (version: number, data: unknown): StoredEvent => ({
  id: 'e1',
  stream: 'accreditation.person-P1-C1',
  revision: 1,
  position: 9,
  type: 'accreditation.PersonAccredited',
  version,
  data,
  metadata: {
    eventId: 'e1',
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

describe('accreditation.PersonAccredited v2 (names the contract)', () => {
  it('is stored at v2 and must say its contract (null when unknown)', () => {
    const check = (data: unknown) =>
      EVENT_CATALOG.check({ type: 'accreditation.PersonAccredited', data });
    expect(check({ ...v1, contractId: 'K1' })).toBe(2);
    expect(() => check(v1)).toThrow(/contractId/);
  });

  it('upcasts a stored v1 event with contractId null, leaving the stored one as it was', () => {
    const old = stored(1, v1);
    const up = EVENT_CATALOG.upcast(old);
    expect(up.version).toBe(2);
    expect(up.data).toEqual({ ...v1, contractId: null });
    expect(old).toEqual(stored(1, v1));
  });
});
