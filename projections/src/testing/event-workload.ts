import { addDays, type EventMetadata } from '@faena/contracts';
import type { NewEvent, StreamWrite } from '@faena/core';

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
    const { people, zones, trips, beds } = this.shape;
    const writes = [
      this.write('catalog.client-C1', 'catalog.ClientRegistered', {
        clientId: 'C1',
        name: 'Minera Andina',
        divisions: [{ divisionId: 'D1', name: 'Norte' }],
      }),
      this.write('catalog.company-CO1', 'catalog.CompanyRegistered', {
        companyId: 'CO1',
        name: 'Servicios SpA',
        documentType: 'RUT',
        documentNumber: '76000000-0',
        contractor: true,
        category: 'S',
        country: 'CL',
      }),
      this.write('catalog.contract-K1', 'catalog.ContractRegistered', {
        contractId: 'K1',
        code: 'CT-1',
        companyId: 'CO1',
        companyName: 'Servicios SpA',
        clientId: 'C1',
        divisionId: 'D1',
        subject: 'x',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        quota: 1_000_000,
      }),
    ];
    for (let p = 0; p < people; p++) {
      writes.push(
        this.write(`catalog.person-P${p}`, 'catalog.PersonRegistered', {
          personId: `P${p}`,
          documentType: 'RUT',
          documentNumber: `${10_000_000 + p}-K`,
          names: `Nombre${p}`,
          surnames: `Apellido${p}`,
          companyId: 'CO1',
          companyName: 'Servicios SpA',
          position: 'Operador',
          condition: 'TRABAJADOR',
        }),
      );
    }
    for (let z = 0; z < zones; z++) {
      writes.push(
        this.write(`access.zone-Z${z}`, 'access.ZoneRegistered', {
          zoneId: `Z${z}`,
          clientId: 'C1',
          divisionId: 'D1',
          name: `Zona ${z}`,
          capacity: 100,
          doors: [{ doorId: `DR${z}`, name: 'Puerta', type: 'A' }],
        }),
      );
    }
    for (let t = 0; t < trips; t++) {
      writes.push(
        this.write(`transport.trip-T${t}`, 'transport.TripScheduled', {
          tripId: `T${t}`,
          clientId: 'C1',
          route: 'R',
          date: '2026-03-10',
          departureTime: '06:00',
          plate: 'AA11',
          driver: 'D',
          origin: 'A',
          destination: 'B',
          capacity: 40,
          vehicleId: null,
        }),
      );
    }
    const rooms = Array.from({ length: Math.ceil(beds / 2) }, (_, r) => ({
      roomId: `RM${r}`,
      name: `Pieza ${r}`,
      beds: [0, 1]
        .map((b) => ({ bedId: `B${r * 2 + b}`, name: `Cama ${b + 1}` }))
        .slice(0, beds - r * 2),
    }));
    writes.push(
      this.write('lodging.camp-H1', 'lodging.CampRegistered', {
        hotelId: 'H1',
        clientId: 'C1',
        name: 'Campamento',
        maxStayDays: 14,
        rooms,
      }),
    );
    return writes;
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
      return [
        this.write(`accreditation.request-${requestId}`, 'accreditation.RequestSubmitted', {
          requestId,
          code: `SOL-${requestId}`,
          personId,
          personName: personId,
          documentNumber: '1',
          companyId: 'CO1',
          companyName: 'Servicios SpA',
          contractId: 'K1',
          contractCode: 'CT-1',
          clientId: 'C1',
          divisionId: 'D1',
          startDate: '2026-03-10',
          endDate: '2026-06-30',
          reason: 'r',
          observation: '',
          submittedBy: 'SOLICITANTE',
        }),
        this.write(`accreditation.contract-quota-K1`, 'accreditation.QuotaSlotTaken', {
          contractId: 'K1',
          requestId,
          personId,
        }),
      ];
    }
    // `decide` holds only when a request is open, so the splice takes exactly one
    const [picked = ''] = this.open.splice(this.pick(this.open.length), 1);
    const [requestId = '', personId = ''] = picked.split('|');
    const decided = { requestId, personId, clientId: 'C1', comment: 'c', decidedBy: 'APROBADOR' };
    if (this.random() < 0.7) {
      return [
        this.write(`accreditation.request-${requestId}`, 'accreditation.RequestApproved', decided),
        this.write(`accreditation.person-${personId}-C1`, 'accreditation.PersonAccredited', {
          personId,
          clientId: 'C1',
          requestId,
          startDate: '2026-03-10',
          endDate: '2026-06-30',
        }),
      ];
    }
    return [
      this.write(`accreditation.request-${requestId}`, 'accreditation.RequestRejected', decided),
      this.write(`accreditation.contract-quota-K1`, 'accreditation.QuotaSlotReleased', {
        contractId: 'K1',
        requestId,
        personId,
      }),
      this.write(`accreditation.person-${personId}-C1`, 'accreditation.PersonRequestClosed', {
        personId,
        clientId: 'C1',
        requestId,
      }),
    ];
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
