import { addDays, type EventMetadata } from '@faena/contracts';
import type { NewEvent, StreamWrite } from '@faena/core';
import { masterDataSpecs, type WriteSpec } from './event-workload.data';
import { approvedSpecs, rejectedSpecs, submittedSpecs } from './event-workload.requests';

/**
 * A deterministic stream of realistic writes for the runner's integration tests and the rebuild
 * benchmark (test support, not used by the product): master data once, then a seeded mix of
 * request lifecycles, door marks, seat reservations and bed assignments.
 */
export interface WorkloadShape {
  people: number;
  zones: number;
  trips: number;
  beds: number;
  seed: number;
}

export const SMALL_WORKLOAD: WorkloadShape = { people: 40, zones: 3, trips: 2, beds: 12, seed: 7 };

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class EventWorkload {
  private seq = 0;
  private readonly random: () => number;
  private requestCount = 0;
  private readonly seats = new Map<string, string>();
  private readonly open: string[] = [];
  private readonly bedFree = new Map<string, string>();

  constructor(readonly shape: WorkloadShape) {
    this.random = prng(shape.seed);
  }

  /** Master data: client, company, contract, people, zones, trips, a camp. */
  masterData(): StreamWrite[] {
    return this.writes(masterDataSpecs(this.shape));
  }

  /** About `count` more events (a request lifecycle step, a mark, a seat or a bed each). */
  next(count: number): StreamWrite[] {
    const writes: StreamWrite[] = [];
    let events = 0;
    while (events < count) {
      const w = this.step();
      writes.push(...w);
      events += w.reduce((n, x) => n + x.events.length, 0);
    }
    return writes;
  }

  private pick(n: number): number {
    return Math.floor(this.random() * n);
  }

  private step(): StreamWrite[] {
    const roll = this.random();
    if (roll < 0.2) return this.requestStep();
    if (roll < 0.8) return this.mark();
    if (roll < 0.96) return this.seat();
    return this.bed();
  }

  private requestStep(): StreamWrite[] {
    const decide = this.open.length > 0 && this.random() < 0.6;
    if (!decide) {
      const requestId = `R${this.requestCount++}`;
      const personId = `P${this.pick(this.shape.people)}`;
      this.open.push(`${requestId}|${personId}`);
      return this.writes(submittedSpecs(requestId, personId));
    }
    // `decide` holds only when a request is open, so the splice takes exactly one
    const [picked = ''] = this.open.splice(this.pick(this.open.length), 1);
    const [requestId = '', personId = ''] = picked.split('|');
    const decided = { requestId, personId, clientId: 'C1', comment: 'c', decidedBy: 'APROBADOR' };
    if (this.random() < 0.7) return this.writes(approvedSpecs(decided));
    return this.writes(rejectedSpecs(decided));
  }

  private writes(specs: readonly WriteSpec[]): StreamWrite[] {
    return specs.map(([stream, type, data]) => this.write(stream, type, data));
  }

  private mark(): StreamWrite[] {
    const p = this.pick(this.shape.people);
    const z = this.pick(this.shape.zones);
    const granted = this.random() < 0.9;
    const data = {
      markId: `M${this.seq}`,
      personId: `P${p}`,
      personName: `P${p}`,
      zoneId: `Z${z}`,
      doorId: `DR${z}`,
      clientId: 'C1',
      direction: this.random() < 0.55 ? 'E' : 'S',
      markedAt: this.now(),
      automatic: false,
    };
    return [
      this.write(
        `access.person-P${p}`,
        granted ? 'access.MarkGranted' : 'access.MarkDenied',
        granted ? data : { ...data, reason: 'noAccreditation' },
      ),
    ];
  }

  private seat(): StreamWrite[] {
    const tripId = `T${this.pick(this.shape.trips)}`;
    const seat = 1 + this.pick(40);
    const key = `${tripId}:${seat}`;
    const holder = this.seats.get(key);
    if (holder) {
      this.seats.delete(key);
      return [
        this.write(`transport.trip-${tripId}`, 'transport.SeatReleased', {
          tripId,
          seat,
          personId: holder,
          date: '2026-03-10',
        }),
      ];
    }
    const personId = `P${this.pick(this.shape.people)}`;
    this.seats.set(key, personId);
    return [
      this.write(`transport.trip-${tripId}`, 'transport.SeatReserved', {
        tripId,
        seat,
        personId,
        personName: personId,
        date: '2026-03-10',
      }),
    ];
  }

  /** A stay of 3 to 14 nights from the bed's next free night (or today, by the event clock). */
  private bed(): StreamWrite[] {
    const b = this.pick(this.shape.beds);
    const bedId = `B${b}`;
    const today = this.now().slice(0, 10);
    const free = this.bedFree.get(bedId) ?? today;
    const checkIn = free > today ? free : today;
    const checkOut = addDays(checkIn, 3 + this.pick(12));
    this.bedFree.set(bedId, checkOut);
    return [
      this.write(`lodging.bed-${bedId}`, 'lodging.BedAssigned', {
        assignmentId: `A${this.seq}`,
        hotelId: 'H1',
        roomId: `RM${Math.floor(b / 2)}`,
        bedId,
        personId: 'P0',
        personName: 'P0',
        checkIn,
        checkOut,
      }),
    ];
  }

  /** Event time: one event every 30 seconds from 2026-03-01 (a million events span about a year). */
  private now(): string {
    return new Date(Date.UTC(2026, 2, 1) + this.seq * 30_000).toISOString();
  }

  private write(stream: string, type: string, data: unknown): StreamWrite {
    this.seq += 1;
    const metadata: EventMetadata = {
      eventId: `e-${this.shape.seed}-${this.seq}`,
      commandId: `c-${this.seq}`,
      correlationId: `c-${this.seq}`,
      causationId: `c-${this.seq}`,
      userId: 'LOADER',
      profileId: null,
      clientId: 'C1',
      divisionId: 'D1',
      occurredAt: this.now(),
    };
    const event: NewEvent = { id: metadata.eventId, type, version: 1, data, metadata };
    return { stream, events: [event], expected: 'any' };
  }
}
