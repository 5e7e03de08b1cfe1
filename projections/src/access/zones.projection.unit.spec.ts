import { projectionSpec, type GivenEvent } from '@faena/test-kit';
import { ZONE_PRESENCE_COLLECTION, ZONES_COLLECTION, zonesProjection } from './zones.projection';

const zone = (zoneId: string, clientId = 'C1'): GivenEvent => ({
  type: 'access.ZoneRegistered',
  data: {
    zoneId,
    clientId,
    divisionId: 'D1',
    name: `Zona ${zoneId}`,
    capacity: 50,
    doors: [{ doorId: `${zoneId}-door`, name: 'Portería', type: 'A' }],
  },
});
/** who marks and at which minute past 08:00 */
interface Marker {
  personId?: string;
  minute?: number;
}
const mark = (
  granted: boolean,
  { zoneId, direction }: { zoneId: string; direction: 'E' | 'S' },
  { personId = 'P1', minute = 0 }: Marker = {},
): GivenEvent => ({
  type: granted ? 'access.MarkGranted' : 'access.MarkDenied',
  data: {
    markId: `M-${zoneId}-${personId}-${minute}`,
    personId,
    personName: `Persona ${personId}`,
    zoneId,
    doorId: `${zoneId}-door`,
    clientId: 'C1',
    direction,
    markedAt: `2026-03-02T08:${String(minute).padStart(2, '0')}:00.000Z`,
    automatic: false,
    ...(granted ? {} : { reason: 'noAccreditation' }),
  },
});
const enter = (zoneId: string, personId = 'P1', minute = 0) =>
  mark(true, { zoneId, direction: 'E' }, { personId, minute });
const leave = (zoneId: string, personId = 'P1', minute = 0) =>
  mark(true, { zoneId, direction: 'S' }, { personId, minute });
const occupancy = (n: number) => expect.objectContaining({ occupancy: n });
const spec = projectionSpec(zonesProjection);

describe('zones.v1', () => {
  it('writes the registered zone, empty', () =>
    spec.given([zone('Z1')]).thenDocument(ZONES_COLLECTION, 'Z1', {
      zoneId: 'Z1',
      clientId: 'C1',
      divisionId: 'D1',
      name: 'Zona Z1',
      capacity: 50,
      doors: [{ doorId: 'Z1-door', name: 'Portería', type: 'A' }],
      occupancy: 0,
      lastMarkAt: null,
      lastMarkPerson: null,
      deniedCount: 0,
      version: 1,
    }));

  it('counts a granted entry and records the person inside', () =>
    spec
      .given([zone('Z1'), enter('Z1', 'P1', 5)])
      .thenDocument(
        ZONES_COLLECTION,
        'Z1',
        expect.objectContaining({
          occupancy: 1,
          lastMarkAt: '2026-03-02T08:05:00.000Z',
          lastMarkPerson: 'Persona P1',
          version: 2,
        }),
      )
      .thenDocument(ZONE_PRESENCE_COLLECTION, 'P1', {
        personId: 'P1',
        zoneId: 'Z1',
        markId: 'M-Z1-P1-5',
      }));

  it('counts each person once', () =>
    spec
      .given([zone('Z1'), enter('Z1', 'P1'), enter('Z1', 'P2'), enter('Z1', 'P1', 1)])
      .thenDocument(ZONES_COLLECTION, 'Z1', occupancy(2)));

  it('moves a person who enters another zone', () =>
    spec
      .given([zone('Z1'), zone('Z2'), enter('Z1'), enter('Z2')])
      .thenDocument(ZONES_COLLECTION, 'Z1', occupancy(0))
      .thenDocument(ZONES_COLLECTION, 'Z2', occupancy(1))
      .thenDocument(ZONE_PRESENCE_COLLECTION, 'P1', {
        personId: 'P1',
        zoneId: 'Z2',
        markId: 'M-Z2-P1-0',
      }));

  it('removes a person who exits the zone they are in', () =>
    spec
      .given([zone('Z1'), enter('Z1', 'P1'), enter('Z1', 'P2'), leave('Z1', 'P1')])
      .thenDocument(ZONES_COLLECTION, 'Z1', occupancy(1))
      .thenNoDocument(ZONE_PRESENCE_COLLECTION, 'P1'));

  it('does not count an exit without an entry', () =>
    spec
      .given([zone('Z1'), leave('Z1', 'P1', 9)])
      .thenDocument(
        ZONES_COLLECTION,
        'Z1',
        expect.objectContaining({ occupancy: 0, lastMarkAt: '2026-03-02T08:09:00.000Z' }),
      ));

  it('does not take a person out of another zone on an exit here', () =>
    spec
      .given([zone('Z1'), zone('Z2'), enter('Z2'), leave('Z1')])
      .thenDocument(ZONES_COLLECTION, 'Z1', occupancy(0))
      .thenDocument(ZONES_COLLECTION, 'Z2', occupancy(1))
      .thenDocument(ZONE_PRESENCE_COLLECTION, 'P1', {
        personId: 'P1',
        zoneId: 'Z2',
        markId: 'M-Z2-P1-0',
      }));

  it('counts a person again after exit and re-entry', () =>
    spec
      .given([zone('Z1'), enter('Z1'), leave('Z1'), enter('Z1')])
      .thenDocument(ZONES_COLLECTION, 'Z1', occupancy(1)));

  it('counts denied marks without changing occupancy', () =>
    spec
      .given([
        zone('Z1'),
        mark(false, { zoneId: 'Z1', direction: 'E' }, { personId: 'P9', minute: 3 }),
        mark(false, { zoneId: 'Z1', direction: 'E' }, { personId: 'P9', minute: 4 }),
      ])
      .thenDocument(
        ZONES_COLLECTION,
        'Z1',
        expect.objectContaining({ occupancy: 0, deniedCount: 2, lastMarkPerson: 'Persona P9' }),
      )
      .thenNoDocument(ZONE_PRESENCE_COLLECTION, 'P9'));

  it('keeps the live figures when the zone is registered again', () =>
    spec
      .given([
        zone('Z1'),
        enter('Z1'),
        mark(false, { zoneId: 'Z1', direction: 'E' }, { personId: 'P2' }),
        zone('Z1'),
      ])
      .thenDocument(
        ZONES_COLLECTION,
        'Z1',
        expect.objectContaining({ occupancy: 1, deniedCount: 1, version: 4 }),
      ));

  it('ignores marks of an unknown zone', () =>
    spec
      .given([enter('Z9'), mark(false, { zoneId: 'Z9', direction: 'E' })])
      .thenDocuments({ [ZONES_COLLECTION]: {}, [ZONE_PRESENCE_COLLECTION]: {} }));

  it("pushes the occupancy of every changed zone to its client's room", () =>
    spec.given([zone('Z1'), zone('Z2', 'C2'), enter('Z1'), enter('Z2')]).thenNotices([
      expect.objectContaining({ room: 'zone:C1', position: 1 }),
      expect.objectContaining({ room: 'zone:C2', position: 2 }),
      {
        room: 'zone:C1',
        kind: 'zone.occupancy',
        position: 3,
        payload: {
          zoneId: 'Z1',
          occupancy: 1,
          capacity: 50,
          lastMarkAt: '2026-03-02T08:00:00.000Z',
          lastMarkPerson: 'Persona P1',
          deniedCount: 0,
        },
      },
      {
        room: 'zone:C1',
        kind: 'zone.occupancy',
        position: 4,
        payload: expect.objectContaining({ zoneId: 'Z1', occupancy: 0 }),
      },
      {
        room: 'zone:C2',
        kind: 'zone.occupancy',
        position: 4,
        payload: expect.objectContaining({ zoneId: 'Z2', occupancy: 1 }),
      },
    ]));

  it('pushes each denied mark with the person, the door and the reason', () =>
    spec
      .given([
        zone('Z1'),
        mark(false, { zoneId: 'Z1', direction: 'E' }, { personId: 'P9', minute: 5 }),
      ])
      .thenNotices([
        expect.objectContaining({ room: 'zone:C1', position: 1 }),
        expect.objectContaining({ kind: 'zone.occupancy', position: 2 }),
        {
          room: 'zone:C1',
          kind: 'zone.denied',
          position: 2,
          payload: {
            markId: 'M-Z1-P9-5',
            zoneId: 'Z1',
            doorId: 'Z1-door',
            doorName: 'Portería',
            personName: 'Persona P9',
            reason: 'noAccreditation',
            markedAt: '2026-03-02T08:05:00.000Z',
          },
        },
      ]));

  it('gives identical documents on replay', () =>
    spec
      .given([
        zone('Z1'),
        zone('Z2'),
        enter('Z1'),
        enter('Z1', 'P2'),
        enter('Z2'),
        leave('Z1', 'P2'),
        leave('Z2', 'P3'),
        mark(false, { zoneId: 'Z1', direction: 'E' }),
      ])
      .thenSameOnReplay());
  describe('a manual mark voided or corrected (issue 20)', () => {
    const voided = (markId: string, direction: 'E' | 'S', zoneId = 'Z1'): GivenEvent => ({
      type: 'access.MarkVoided',
      data: {
        markId,
        personId: 'P1',
        clientId: 'C1',
        zoneId,
        markedAt: '2026-03-02T08:00:00.000Z',
        direction,
        granted: true,
        reason: 'Duplicada',
        voidedBy: 'ADMIN',
      },
    });
    const corrected = (markId: string, from: 'S' | 'N', to: 'S' | 'N'): GivenEvent => ({
      type: 'access.MarkCorrected',
      data: {
        markId,
        personId: 'P1',
        clientId: 'C1',
        zoneId: 'Z1',
        granted: true,
        markedAt: '2026-03-02T09:00:00.000Z',
        hour: '09:00',
        direction: to === 'S' ? 'E' : 'S',
        mode: to,
        reason: 'Corregida',
        previous: { markedAt: '2026-03-02T08:00:00.000Z', hour: '08:00', mode: from, reason: '' },
        correctedBy: 'ADMIN',
      },
    });
    it('takes the person out when the entry that placed them is voided', () =>
      spec
        .given([zone('Z1'), enter('Z1'), voided('M-Z1-P1-0', 'E')])
        .thenDocument(ZONES_COLLECTION, 'Z1', occupancy(0))
        .thenNoDocument(ZONE_PRESENCE_COLLECTION, 'P1'));
    it('leaves the count when a voided entry did not place the person', () =>
      spec
        .given([zone('Z1'), zone('Z2'), enter('Z1'), enter('Z2'), voided('M-Z1-P1-0', 'E')])
        .thenDocument(ZONES_COLLECTION, 'Z2', occupancy(1))
        .thenDocument(ZONES_COLLECTION, 'Z1', occupancy(0)));
    it('puts the person back when their exit is voided', () =>
      spec
        .given([zone('Z1'), enter('Z1'), leave('Z1', 'P1', 5), voided('M-Z1-P1-5', 'S')])
        .thenDocument(ZONES_COLLECTION, 'Z1', occupancy(1)));
    it('moves the count when an entry is corrected to an exit, and back', async () => {
      await spec
        .given([zone('Z1'), enter('Z1'), corrected('M-Z1-P1-0', 'S', 'N')])
        .thenDocument(ZONES_COLLECTION, 'Z1', occupancy(0));
      await spec
        .given([zone('Z1'), enter('Z1'), leave('Z1', 'P1', 5), corrected('M-Z1-P1-5', 'N', 'S')])
        .thenDocument(ZONES_COLLECTION, 'Z1', occupancy(1));
    });
    it('changes nothing when a denied exit is corrected to an entry', () =>
      spec
        .given([
          zone('Z1'),
          mark(false, { zoneId: 'Z1', direction: 'S' }),
          {
            ...corrected('M-Z1-P1-0', 'N', 'S'),
            data: { ...(corrected('M-Z1-P1-0', 'N', 'S').data as object), granted: false },
          },
        ])
        .thenDocument(ZONES_COLLECTION, 'Z1', occupancy(0))
        .thenNoDocument(ZONE_PRESENCE_COLLECTION, 'P1'));
    it('changes nothing when a correction keeps the mode', () =>
      spec
        .given([zone('Z1'), enter('Z1'), corrected('M-Z1-P1-0', 'S', 'S')])
        .thenDocument(ZONES_COLLECTION, 'Z1', occupancy(1)));
  });
});
