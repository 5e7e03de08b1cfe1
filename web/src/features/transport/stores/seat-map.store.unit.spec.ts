import type { SeatMessage, TripRow } from '@faena/contracts';
import { useSeatMap } from './seat-map.store';

const trip = (version: number, seats: Array<[number, string | null]>): TripRow => ({
  tripId: 'T1',
  clientId: 'C1',
  route: 'R',
  date: '2026-03-02',
  departureTime: '07:00',
  plate: 'AB-12',
  driver: 'D',
  origin: 'O',
  destination: 'X',
  capacity: 3,
  taken: seats.filter(([, p]) => p !== null).length,
  seats: seats.map(([seat, personId]) => ({
    seat,
    occupied: personId !== null,
    personId,
    personName: personId,
    companyId: null,
  })),
  version,
});
const seat = (n: number, personId: string | null, taken: number): SeatMessage => ({
  tripId: 'T1',
  seat: n,
  occupied: personId !== null,
  personId,
  personName: personId,
  companyId: null,
  taken,
  capacity: 3,
});
const seats = () => useSeatMap.getState().trip?.seats.map((s) => `${s.seat}:${s.personId ?? '-'}`);

describe('seat map store (per trip version: nothing older overwrites something newer)', () => {
  beforeEach(() => useSeatMap.getState().reset());

  it('applies pushes newer than the trip and ignores older or repeated ones', () => {
    const { load, apply } = useSeatMap.getState();
    load(
      trip(10, [
        [1, null],
        [2, null],
      ]),
    );
    apply(seat(1, 'P1', 1), 12);
    apply(seat(1, null, 0), 9); // older than the load
    apply(seat(1, 'P3', 1), 12); // repeated
    expect(seats()).toEqual(['1:P1', '2:-']);
    expect(useSeatMap.getState().trip?.version).toBe(12);
  });

  it('guards each seat on its own: two seats changed at one position both apply', () => {
    const { load, apply } = useSeatMap.getState();
    load(
      trip(10, [
        [1, null],
        [2, null],
        [3, null],
      ]),
    );
    apply(seat(1, 'P1', 1), 12);
    apply(seat(2, 'P2', 2), 12);
    apply(seat(3, 'P3', 3), 11); // below the trip's last push but newer than seat 3 and the load
    expect(seats()).toEqual(['1:P1', '2:P2', '3:P3']);
    expect(useSeatMap.getState().trip).toMatchObject({ version: 12, taken: 3 });
  });

  it('keeps pushed state over an older reload, takes a newer reload', () => {
    const { load, apply } = useSeatMap.getState();
    load(
      trip(10, [
        [1, null],
        [2, null],
      ]),
    );
    apply(seat(2, 'P2', 1), 14);
    load(
      trip(11, [
        [1, 'P9'],
        [2, null],
      ]),
    ); // read before position 14
    expect(seats()).toEqual(['1:-', '2:P2']);
    load(
      trip(15, [
        [1, 'P9'],
        [2, 'P2'],
      ]),
    );
    expect(seats()).toEqual(['1:P9', '2:P2']);
  });

  it('keeps a pushed seat of another company occupied without a name', () => {
    const { load, apply } = useSeatMap.getState();
    load(
      trip(10, [
        [1, null],
        [2, null],
      ]),
    );
    apply(
      {
        tripId: 'T1',
        seat: 2,
        occupied: true,
        personId: null,
        personName: null,
        companyId: null,
        taken: 1,
        capacity: 3,
      },
      12,
    );
    expect(useSeatMap.getState().trip).toMatchObject({
      taken: 1,
      seats: [
        expect.objectContaining({ seat: 1, occupied: false }),
        { seat: 2, occupied: true, personId: null, personName: null, companyId: null },
      ],
    });
  });
});
