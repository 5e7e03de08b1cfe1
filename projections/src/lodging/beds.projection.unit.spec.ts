import { projectionSpec, type GivenEvent } from '@faena/test-kit';
import {
  BED_CAMPS_COLLECTION,
  BED_HISTORY_DAYS,
  BEDS_COLLECTION,
  bedsProjection,
} from './beds.projection';

const camp = (): GivenEvent => ({
  type: 'lodging.CampRegistered',
  data: {
    hotelId: 'H1',
    clientId: 'C1',
    name: 'Campamento Andino',
    maxStayDays: 14,
    rooms: [
      {
        roomId: 'RM1',
        name: 'A-101',
        beds: [
          { bedId: 'B1', name: 'Cama 1' },
          { bedId: 'B2', name: 'Cama 2' },
        ],
      },
      { roomId: 'RM2', name: 'A-102', beds: [{ bedId: 'B3', name: 'Cama 1' }] },
    ],
  },
});
/** an assignment of a bed for a stay [check-in, check-out] */
const assignment = (
  assignmentId: string,
  [checkIn, checkOut]: [string, string],
  personId = 'P1',
) => ({
  assignmentId,
  personId,
  personName: `Persona ${personId}`,
  checkIn,
  checkOut,
});
const assigned = (bedId: string, a: ReturnType<typeof assignment>): GivenEvent => ({
  type: 'lodging.BedAssigned',
  data: { ...a, hotelId: 'H1', roomId: 'RM1', bedId },
});
const spec = projectionSpec(bedsProjection);

const flagged = (assignmentId: string): GivenEvent => ({
  type: 'requirements.BookingCutShortFlagged',
  data: {
    booking: { kind: 'bed', bedId: 'B1', assignmentId },
    personId: 'P1',
    clientId: 'C1',
    code: 'requirements.expiresDuringStay',
    document: 'Examen médico',
    expiresOn: '2026-03-12',
    flaggedOn: '2026-03-01',
  },
});

describe('beds.v1', () => {
  it('marks the stay a lapse cuts short with the document and its expiry (issue 18)', () =>
    spec
      .given([
        camp(),
        assigned('B1', assignment('A1', ['2026-03-10', '2026-03-15'])),
        flagged('A1'),
        flagged('NOPE'),
      ])
      .thenDocument(
        BEDS_COLLECTION,
        'B1',
        expect.objectContaining({
          assignments: [
            {
              ...assignment('A1', ['2026-03-10', '2026-03-15']),
              flags: [
                {
                  code: 'requirements.expiresDuringStay',
                  document: 'Examen médico',
                  expiresOn: '2026-03-12',
                },
              ],
            },
          ],
        }),
      ));

  it('writes one empty row per bed of the camp', () =>
    spec.given([camp()]).thenDocuments({
      [BEDS_COLLECTION]: {
        B1: {
          bedId: 'B1',
          hotelId: 'H1',
          roomId: 'RM1',
          roomName: 'A-101',
          bedName: 'Cama 1',
          assignments: [],
          version: 1,
        },
        B2: {
          bedId: 'B2',
          hotelId: 'H1',
          roomId: 'RM1',
          roomName: 'A-101',
          bedName: 'Cama 2',
          assignments: [],
          version: 1,
        },
        B3: {
          bedId: 'B3',
          hotelId: 'H1',
          roomId: 'RM2',
          roomName: 'A-102',
          bedName: 'Cama 1',
          assignments: [],
          version: 1,
        },
      },
      [BED_CAMPS_COLLECTION]: { H1: { clientId: 'C1' } },
    }));

  it('adds assignments ordered by check-in', () =>
    spec
      .given([
        camp(),
        assigned('B1', assignment('A2', ['2026-03-20', '2026-03-25'], 'P2')),
        assigned('B1', assignment('A1', ['2026-03-10', '2026-03-15'])),
      ])
      .thenDocument(
        BEDS_COLLECTION,
        'B1',
        expect.objectContaining({
          assignments: [
            assignment('A1', ['2026-03-10', '2026-03-15']),
            assignment('A2', ['2026-03-20', '2026-03-25'], 'P2'),
          ],
          version: 3,
        }),
      ));

  it('frees the nights a demobilization gave back, and drops a stay given back whole (issue 19)', () => {
    const released = (assignmentId: string, from: string): GivenEvent => ({
      type: 'lodging.BedNightsReleased',
      data: {
        assignmentId,
        hotelId: 'H1',
        roomId: 'RM1',
        bedId: 'B1',
        personId: 'P1',
        from,
        demobilizationId: 'D1',
      },
    });
    return spec
      .given([
        camp(),
        assigned('B1', assignment('A1', ['2026-03-10', '2026-03-15'])),
        assigned('B1', assignment('A2', ['2026-03-20', '2026-03-25'])),
        released('A1', '2026-03-12'),
        released('A2', '2026-03-12'),
      ])
      .thenDocument(
        BEDS_COLLECTION,
        'B1',
        expect.objectContaining({
          assignments: [assignment('A1', ['2026-03-10', '2026-03-12'])],
          version: 5,
        }),
      );
  });

  it('adds an assignment once', () =>
    spec
      .given([
        camp(),
        assigned('B2', assignment('A1', ['2026-03-10', '2026-03-15'])),
        assigned('B2', assignment('A1', ['2026-03-10', '2026-03-15'])),
      ])
      .thenDocument(
        BEDS_COLLECTION,
        'B2',
        expect.objectContaining({
          assignments: [expect.objectContaining({ assignmentId: 'A1' })],
          version: 2,
        }),
      ));

  it('keeps the assignments when the camp is registered again', () =>
    spec
      .given([camp(), assigned('B1', assignment('A1', ['2026-03-10', '2026-03-15'])), camp()])
      .thenDocument(
        BEDS_COLLECTION,
        'B1',
        expect.objectContaining({
          assignments: [expect.objectContaining({ assignmentId: 'A1' })],
          version: 3,
        }),
      ));

  it('ignores an assignment of an unknown bed', () =>
    spec
      .given([assigned('B9', assignment('A1', ['2026-03-10', '2026-03-15']))])
      .thenDocuments({ [BEDS_COLLECTION]: {}, [BED_CAMPS_COLLECTION]: {} })
      .thenNotices([]));

  it("pushes the changed bed row to the camp's room", () =>
    spec
      .given([camp(), assigned('B3', assignment('A1', ['2026-03-10', '2026-03-15']))])
      .thenNotices([
        expect.objectContaining({ room: 'hotel:H1', kind: 'bed.changed', position: 1 }),
        expect.objectContaining({ room: 'hotel:H1', kind: 'bed.changed', position: 1 }),
        expect.objectContaining({ room: 'hotel:H1', kind: 'bed.changed', position: 1 }),
        {
          room: 'hotel:H1',
          kind: 'bed.changed',
          position: 2,
          payload: {
            bedId: 'B3',
            hotelId: 'H1',
            roomId: 'RM2',
            roomName: 'A-102',
            bedName: 'Cama 1',
            assignments: [assignment('A1', ['2026-03-10', '2026-03-15'])],
            version: 2,
          },
        },
        // the home's free-beds figure of the camp's client reads again (no bed or person in it)
        { room: 'capacity:C1', kind: 'capacity.changed', position: 2, payload: { figure: 'beds' } },
      ]));

  it(`drops stays that ended more than ${BED_HISTORY_DAYS} days before the change (by event time)`, () =>
    spec
      .given([
        camp(),
        assigned('B1', assignment('OLD', ['2025-11-20', '2025-12-01'])),
        assigned('B1', assignment('KEPT', ['2026-01-10', '2026-01-15'])),
        {
          ...assigned('B1', assignment('NEW', ['2026-03-10', '2026-03-15'])),
          metadata: { occurredAt: '2026-03-02T12:00:00.000Z' },
        },
      ])
      .thenDocument(
        BEDS_COLLECTION,
        'B1',
        expect.objectContaining({
          assignments: [
            expect.objectContaining({ assignmentId: 'KEPT' }),
            expect.objectContaining({ assignmentId: 'NEW' }),
          ],
        }),
      ));

  it('gives identical documents on replay', () =>
    spec
      .given([
        camp(),
        assigned('B1', assignment('A2', ['2026-03-20', '2026-03-25'])),
        assigned('B1', assignment('A1', ['2026-03-10', '2026-03-15'])),
        assigned('B3', assignment('A3', ['2026-03-10', '2026-03-11'])),
      ])
      .thenSameOnReplay());
});
