import {
  markCorrected,
  markDenied,
  markGranted,
  markVoided,
  zoneRegistered,
} from '@faena/test-kit';
import { projectionSpec, type GivenEvent } from '@faena/test-kit';
import { MARK_PRESENCE_COLLECTION, MARKS_COLLECTION, marksProjection } from './marks.projection';

const spec = projectionSpec(marksProjection);
/** the builders' v2 events, stored at version 2 */
const v2 = (e: { type: string; data: unknown }): GivenEvent => ({ ...e, version: 2 });
const zone = zoneRegistered();
const entry = v2(markGranted({ origin: 'MANUAL', justification: 'Olvidó marcar' }));
const presenceId = 'PER-001|ZON-01';

describe('marks.v1', () => {
  it('writes a granted mark with the names of its zone and door', () =>
    spec.given([zone, entry]).thenDocument(MARKS_COLLECTION, 'MARK-001', {
      markId: 'MARK-001',
      clientId: 'CLI-ANDINA',
      subjectId: 'PER-001',
      personName: 'Ana Quispe Rojas',
      documentNumber: '45678912',
      companyName: 'Contrata Sur',
      date: '2026-03-10',
      hour: '08:00',
      markedAt: '2026-03-10T08:00:00.000Z',
      granted: true,
      denyReason: '',
      zoneId: zone.data.zoneId,
      zoneName: 'Planta concentradora',
      doorId: zone.data.doors[0]!.doorId,
      doorName: 'Garita norte entrada',
      deviceId: '',
      origin: 'MANUAL',
      plate: '',
      function: 'Operador',
      idType: 'DNI',
      markType: 'T',
      mode: 'S',
      automatic: false,
      reason: 'Olvidó marcar',
      corrected: false,
      version: 2,
    }));

  it("writes a denied mark with its reason's key", () =>
    spec
      .given([zone, v2(markDenied({ reason: 'terminated' }))])
      .thenDocument(
        MARKS_COLLECTION,
        'MARK-001',
        expect.objectContaining({ granted: false, denyReason: 'access:reason.terminated' }),
      ));

  it('records the person inside the zone since the entry, and out after the exit', async () => {
    await spec.given([zone, entry]).thenDocument(
      MARK_PRESENCE_COLLECTION,
      presenceId,
      expect.objectContaining({
        inside: true,
        since: '2026-03-10T08:00:00.000Z',
        zoneName: 'Planta concentradora',
        companyName: 'Contrata Sur',
      }),
    );
    const exit = v2(
      markGranted({ markId: 'MARK-002', direction: 'S', markedAt: '2026-03-10T17:00:00.000Z' }),
    );
    await spec
      .given([zone, entry, exit])
      .thenDocument(
        MARK_PRESENCE_COLLECTION,
        presenceId,
        expect.objectContaining({ inside: false, since: '' }),
      );
  });

  it('does not place a person on a denied entry', () =>
    spec.given([zone, v2(markDenied())]).thenNoDocument(MARK_PRESENCE_COLLECTION, presenceId));

  it('moves the row and the presence on a correction (entry corrected to an exit)', () =>
    spec
      .given([zone, entry, markCorrected({ mode: 'N', direction: 'S', reason: 'Era salida' })])
      .thenDocument(
        MARKS_COLLECTION,
        'MARK-001',
        expect.objectContaining({
          mode: 'N',
          hour: '09:30',
          markedAt: '2026-03-10T09:30:00.000Z',
          reason: 'Era salida',
          corrected: true,
        }),
      )
      .thenDocument(
        MARK_PRESENCE_COLLECTION,
        presenceId,
        expect.objectContaining({ inside: false }),
      ));

  it('removes a voided mark from the grid and from the presence', () =>
    spec
      .given([zone, entry, markVoided()])
      .thenNoDocument(MARKS_COLLECTION, 'MARK-001')
      .thenDocument(
        MARK_PRESENCE_COLLECTION,
        presenceId,
        expect.objectContaining({ inside: false, marks: [] }),
      ));

  it('keeps the person inside when a later exit is voided', () =>
    spec
      .given([
        zone,
        entry,
        v2(
          markGranted({ markId: 'MARK-002', direction: 'S', markedAt: '2026-03-10T17:00:00.000Z' }),
        ),
        markVoided({ markId: 'MARK-002', direction: 'S' }),
      ])
      .thenDocument(
        MARK_PRESENCE_COLLECTION,
        presenceId,
        expect.objectContaining({ inside: true, since: '2026-03-10T08:00:00.000Z' }),
      ));

  it("tells the client's marks room of each new, corrected and voided mark", () =>
    spec.given([zone, entry, markVoided()]).thenNotices([
      {
        room: 'marks:CLI-ANDINA',
        kind: 'mark.changed',
        position: 2,
        payload: { markId: 'MARK-001', date: '2026-03-10', voided: false },
      },
      {
        room: 'marks:CLI-ANDINA',
        kind: 'mark.changed',
        position: 3,
        payload: { markId: 'MARK-001', date: '2026-03-10', voided: true },
      },
    ]));

  it("tells the client's access room of a mark with a plate, and not of one without", () =>
    spec
      .given([
        zone,
        entry,
        v2(markGranted({ markId: 'MARK-002', plate: 'ABC-123' })),
        markVoided({ markId: 'MARK-002' }),
      ])
      .thenNotices([
        expect.objectContaining({ room: 'marks:CLI-ANDINA', position: 2 }),
        expect.objectContaining({ room: 'marks:CLI-ANDINA', position: 3 }),
        {
          room: 'access-rules:CLI-ANDINA',
          kind: 'vehicleAccess.changed',
          position: 3,
          payload: { plate: 'ABC-123', change: 'mark' },
        },
        expect.objectContaining({ room: 'marks:CLI-ANDINA', position: 4 }),
        {
          room: 'access-rules:CLI-ANDINA',
          kind: 'vehicleAccess.changed',
          position: 4,
          payload: { plate: 'ABC-123', change: 'mark' },
        },
      ]));

  it('writes a vehicle mark as type V with its plate, found by the plate', () =>
    spec
      .given([
        zone,
        {
          type: 'access.VehicleMarkDenied',
          version: 2,
          data: {
            markId: 'VMARK-1',
            vehicleId: 'VEH-001',
            plate: 'ABC-123',
            zoneId: zone.data.zoneId,
            doorId: zone.data.doors[0]!.doorId,
            clientId: 'CLI-ANDINA',
            direction: 'E',
            markedAt: '2026-03-10T08:00:00.000Z',
            automatic: false,
            markType: 'V',
            date: '2026-03-10',
            hour: '03:00',
            deviceId: null,
            origin: 'GARITA',
            mode: 'S',
            justification: '',
            reason: 'vehicleInactive',
          },
        },
      ])
      .thenDocument(
        MARKS_COLLECTION,
        'VMARK-1',
        expect.objectContaining({
          subjectId: 'VEH-001',
          plate: 'ABC-123',
          markType: 'V',
          hour: '03:00',
          granted: false,
          denyReason: 'access:reason.vehicleInactive',
          doorName: 'Garita norte entrada',
        }),
      )
      .thenNoDocument(MARK_PRESENCE_COLLECTION, 'VEH-001|' + zone.data.zoneId));
});
