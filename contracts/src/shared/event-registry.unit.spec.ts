import type { StoredEvent } from './events';
import { EventCatalog, EventPayloadError } from './event-registry';
import { EVENT_CATALOG } from '../event-catalog';
import { TRANSPORT_EVENTS } from '../transport/transport.events';

const v1Reserved = { tripId: 'T1', seat: 3, personId: 'P1', personName: 'Ana', date: '2026-03-12' };
const stored = (version: number, data: unknown): StoredEvent => ({
  id: 'e1',
  stream: 'transport.trip-T1',
  revision: 1,
  position: 7,
  type: 'transport.SeatReserved',
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

describe('event catalog: check on append', () => {
  it('answers the current version of a registered type whose data matches', () => {
    expect(
      EVENT_CATALOG.check({
        type: 'transport.SeatReserved',
        data: { ...v1Reserved, companyId: null, reservedBy: 'U1' },
      }),
    ).toBe(2);
    expect(
      EVENT_CATALOG.check({ type: 'transport.TripScheduled', version: 7, data: tripData() }),
    ).toBe(2);
  });

  it('refuses data that does not match the current schema, naming the field', () => {
    const bad = () =>
      EVENT_CATALOG.check({
        type: 'transport.SeatReserved',
        data: { ...v1Reserved, seat: '3', companyId: null, reservedBy: null },
      });
    expect(bad).toThrow(EventPayloadError);
    expect(bad).toThrow(/transport\.SeatReserved.*seat/);
    // a v2 event must say companyId/reservedBy, null when unknown
    expect(() => EVENT_CATALOG.check({ type: 'transport.SeatReserved', data: v1Reserved })).toThrow(
      /companyId/,
    );
  });

  it('passes unregistered types with their own version', () => {
    expect(EVENT_CATALOG.check({ type: 'command.CommandHandled', data: {} })).toBe(1);
    expect(EVENT_CATALOG.check({ type: 'x.Y', version: 3, data: 1 })).toBe(3);
  });

  it('refuses a type registered by two contexts', () => {
    expect(() => new EventCatalog([TRANSPORT_EVENTS, TRANSPORT_EVENTS])).toThrow(
      /registered twice/,
    );
  });
});

describe('event catalog: upcast on read (transport.SeatReserved v1 → v2)', () => {
  it('gives a v1 event without companyId/reservedBy explicit nulls at v2', () => {
    const up = EVENT_CATALOG.upcast(stored(1, v1Reserved));
    expect(up.version).toBe(2);
    expect(up.data).toEqual({ ...v1Reserved, companyId: null, reservedBy: null });
    expect(up.metadata.userId).toBe('U1');
  });

  it('keeps the fields a v1 event written after issue 15 carried', () => {
    const up = EVENT_CATALOG.upcast(
      stored(1, { ...v1Reserved, companyId: 'CO1', reservedBy: 'U2' }),
    );
    expect(up.data).toEqual({ ...v1Reserved, companyId: 'CO1', reservedBy: 'U2' });
  });

  it('answers a current event as it is, and never edits the stored one', () => {
    const current = stored(2, { ...v1Reserved, companyId: null, reservedBy: null });
    expect(EVENT_CATALOG.upcast(current)).toBe(current);
    const old = stored(1, v1Reserved);
    EVENT_CATALOG.upcast(old);
    expect(old).toEqual(stored(1, v1Reserved));
  });
});

describe('event catalog: upcast on read (transport.TripScheduled v1 → v2)', () => {
  it('reads a trip scheduled before v2 as naming no unit (no unit check on its seats)', () => {
    const { vehicleId: _none, ...v1 } = tripData();
    const old = { ...stored(1, v1), type: 'transport.TripScheduled' };
    expect(EVENT_CATALOG.upcast(old)).toMatchObject({
      version: 2,
      data: { ...v1, vehicleId: null },
    });
  });
  it('keeps the unit a v2 trip names', () => {
    const now = {
      ...stored(2, { ...tripData(), vehicleId: 'V4K-812' }),
      type: 'transport.TripScheduled',
    };
    expect(EVENT_CATALOG.upcast(now).data).toMatchObject({ vehicleId: 'V4K-812' });
  });
});

function tripData() {
  return {
    tripId: 'T1',
    clientId: 'C1',
    route: 'R',
    date: '2026-03-12',
    departureTime: '06:00',
    plate: 'P',
    driver: 'D',
    origin: 'O',
    destination: 'X',
    capacity: 40,
    vehicleId: null,
  };
}
