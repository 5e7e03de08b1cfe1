import type { StoredEvent } from '../shared/events';
import { EVENT_CATALOG } from '../event-catalog';
import { timeIn, zonedInstant } from '../shared/dates';

const v1 = {
  markId: 'M1',
  personId: 'P1',
  personName: 'Ana Quispe',
  zoneId: 'Z1',
  doorId: 'D1',
  clientId: 'C1',
  direction: 'S' as const,
  markedAt: '2026-03-10T22:15:00.000Z',
  automatic: true,
};
const stored = (type: string, data: unknown): StoredEvent => ({
  id: 'e1',
  stream: 'access.person-P1',
  revision: 1,
  position: 9,
  type,
  version: 1,
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
    occurredAt: '2026-03-10T22:15:00.000Z',
  },
});
const v2Fields = {
  date: '2026-03-10',
  hour: '22:15',
  deviceId: null,
  origin: 'DISPOSITIVO',
  plate: null,
  function: '',
  idType: '',
  documentNumber: '',
  companyName: '',
  markType: 'T',
  mode: 'N',
  justification: '',
};

describe('access.MarkGranted / MarkDenied v2 (the spec fields of a mark)', () => {
  it('upcasts a stored v1 granted mark: UTC date and hour, a batch mark is DISPOSITIVO', () => {
    const old = stored('access.MarkGranted', v1);
    const up = EVENT_CATALOG.upcast(old);
    expect(up.version).toBe(2);
    expect(up.data).toEqual({ ...v1, ...v2Fields });
    expect(old.version).toBe(1);
  });

  it("upcasts a v1 denied mark keeping the deny reason; a single mark is the gate's", () => {
    const data = { ...v1, automatic: false, direction: 'E', reason: 'terminated' };
    const up = EVENT_CATALOG.upcast(stored('access.MarkDenied', data));
    expect(up.data).toEqual({ ...data, ...v2Fields, origin: 'GARITA', mode: 'S' });
  });

  it('stores new marks at v2 and refuses one without the new fields', () => {
    const check = (data: unknown) => EVENT_CATALOG.check({ type: 'access.MarkGranted', data });
    expect(check({ ...v1, ...v2Fields })).toBe(2);
    expect(() => check(v1)).toThrow(/origin/);
  });
});

describe("a manual mark's site time", () => {
  it('turns a Lima date and hour into the instant and back', () => {
    const instant = zonedInstant('2026-03-10', '20:30', 'America/Lima');
    expect(instant.toISOString()).toBe('2026-03-11T01:30:00.000Z');
    expect(timeIn(instant, 'America/Lima')).toBe('20:30');
  });
  it('follows a zone with daylight saving on both sides of the change', () => {
    expect(zonedInstant('2026-03-28', '12:00', 'Europe/Madrid').toISOString()).toBe(
      '2026-03-28T11:00:00.000Z',
    );
    expect(zonedInstant('2026-03-30', '12:00', 'Europe/Madrid').toISOString()).toBe(
      '2026-03-30T10:00:00.000Z',
    );
  });
});
