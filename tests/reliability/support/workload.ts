import {
  addDays,
  API,
  type ContractRow,
  type HotelRow,
  type MarkOutcome,
  type PersonRow,
  type RequestRow,
  type TripRow,
  type ZoneRow,
} from '@faena/contracts';
import { type Caller, CLIENT_ID, codeOf, commandId, resultOf, siteToday, type Reply } from './api';
import { REQUEST_PICKED } from '@faena/test-kit';
import type { Rng } from './random';

/** The commands the workload sends (the five core commands and their companions). */
export type Kind =
  | 'submit'
  | 'approve'
  | 'observe'
  | 'reject'
  | 'resubmit'
  | 'mark'
  | 'reserve'
  | 'release'
  | 'assignBed';

/** The events each kind appends (besides its `command-<id>` marker), by type; a mark is granted or denied. */
export const EXPECTED_TYPES: Record<Kind, string[][]> = {
  submit: [
    [
      'accreditation.RequestSubmitted',
      'accreditation.PersonRequestOpened',
      'accreditation.QuotaSlotTaken',
    ],
  ],
  approve: [['accreditation.RequestApproved', 'accreditation.PersonAccredited']],
  observe: [['accreditation.RequestObserved']],
  reject: [
    [
      'accreditation.RequestRejected',
      'accreditation.PersonRequestClosed',
      'accreditation.QuotaSlotReleased',
    ],
  ],
  resubmit: [['accreditation.RequestResubmitted']],
  mark: [['access.MarkGranted'], ['access.MarkDenied']],
  reserve: [['transport.SeatReserved', 'transport.WorkerDayBooked']],
  release: [['transport.SeatReleased', 'transport.WorkerDayReleased']],
  assignBed: [['lodging.BedAssigned', 'lodging.PersonNightsBooked']],
};

export type Outcome = 'acked' | 'refused' | 'lost' | 'failed';

/** One command as the driver saw it: what it sent, where, and what came back. */
export interface CommandRecord {
  commandId: string;
  kind: Kind;
  path: string;
  /** the caller that sent it (resent the same way) */
  as: 'solicitante' | 'aprobador' | 'admin';
  body: unknown;
  /** when it went out in a mark batch: the batch's body is resent whole */
  batch?: string;
  outcome: Outcome;
  status?: number;
  code?: string;
  position?: number;
}

interface Seat {
  tripId: string;
  seat: number;
  personId: string;
  date: string;
}

const PATHS: Record<Kind, string> = {
  submit: API.submitRequest.path,
  approve: API.approveRequest.path,
  observe: API.observeRequest.path,
  reject: API.rejectRequest.path,
  resubmit: API.resubmitRequest.path,
  mark: API.markDoor.path,
  reserve: API.reserveSeat.path,
  release: API.releaseSeat.path,
  assignBed: API.assignBed.path,
};

export type Mix = Partial<Record<Kind | 'markBatch', number>>;
export interface WorkloadOptions {
  /** relative weights of the kinds (default DEFAULT_MIX) */
  mix?: Mix;
  /** trips the workload may book (default: every trip of the client) */
  trips?: (trip: TripRow) => boolean;
  /** marks per batch, [min, max] (default [5, 25]) */
  markBatch?: [number, number];
}

export const DEFAULT_MIX: Required<Mix> = {
  submit: 14,
  approve: 10,
  observe: 2,
  reject: 3,
  resubmit: 2,
  mark: 25,
  markBatch: 4,
  reserve: 18,
  release: 6,
  assignBed: 8,
};

/**
 * A mixed stream of plausible commands over HTTP, built from what the server shows at the start
 * (demo people, requests, trips, doors, beds) and what it acknowledged since. Most commands are
 * valid; some are refused by a rule (422), which is fine: every answer is recorded.
 */
/** A command ready to send: who sends it, its body, and what an acknowledgement changes. */
interface Planned {
  as: CommandRecord['as'];
  body: Record<string, unknown>;
  onAck: (result: Record<string, unknown>) => void;
}

export class Workload {
  readonly records = new Map<string, CommandRecord>();
  readonly batches = new Map<string, { body: { marks: unknown[] }; commandIds: string[] }>();
  private readonly today = siteToday();
  private free: string[] = [];
  private accredited: string[] = [];
  private everyone: string[] = [];
  private pending: Array<{ requestId: string; personId: string }> = [];
  private observed: Array<{ requestId: string; personId: string }> = [];
  private contractOf = new Map<string, string>();
  private doors: Array<{ doorId: string; type: string }> = [];
  private trips: Array<{ tripId: string; date: string; capacity: number; taken: Set<number> }> = [];
  private booked = new Set<string>();
  private seats: Seat[] = [];
  private beds: string[] = [];
  private housed = new Set<string>();
  private bedNights = new Map<string, Array<[string, string]>>();
  private batchCount = 0;

  private readonly mix: Mix;
  private readonly tripFilter: (trip: TripRow) => boolean;
  private readonly batchSizes: [number, number];

  constructor(
    private readonly callers: { solicitante: Caller; aprobador: Caller; admin: Caller },
    private readonly rng: Rng,
    options: WorkloadOptions = {},
  ) {
    this.mix = options.mix ?? DEFAULT_MIX;
    this.tripFilter = options.trips ?? (() => true);
    this.batchSizes = options.markBatch ?? [5, 25];
  }

  /** Reads the world from the server (people, requests, contracts, trips, doors, beds). */
  async load(): Promise<void> {
    const { admin, aprobador } = this.callers;
    const [people, requests, contracts, trips, zones, hotels] = await Promise.all([
      admin.people(),
      aprobador.requests(),
      admin.read<ContractRow[]>(API.listContracts.path),
      admin.trips(),
      admin.zones(),
      admin.read<HotelRow[]>(API.listHotels.path),
    ]);
    const active = new Set(
      requests.filter((r: RequestRow) => r.status !== 'R').map((r) => r.personId),
    );
    this.everyone = people.map((p: PersonRow) => p.personId);
    this.accredited = people
      .filter((p) => p.accreditedClients.includes(CLIENT_ID) && p.condition !== 'CESADO')
      .map((p) => p.personId);
    this.free = people
      .filter((p) => !active.has(p.personId) && p.condition === 'TRABAJADOR')
      .map((p) => p.personId);
    const companyOf = new Map(people.map((p) => [p.personId, p.companyId]));
    for (const c of contracts) this.contractOf.set(c.companyId, c.contractId);
    this.contractOf = new Map(
      [...companyOf].map(([personId, companyId]) => [
        personId,
        this.contractOf.get(companyId) ?? '',
      ]),
    );
    this.pending = requests
      .filter((r) => r.status === 'P')
      .map((r) => ({ requestId: r.requestId, personId: r.personId }));
    this.observed = requests
      .filter((r) => r.status === 'O' && r.submittedBy === 'SOLICITANTE')
      .map((r) => ({ requestId: r.requestId, personId: r.personId }));
    this.doors = zones.flatMap((z: ZoneRow) =>
      z.doors.map((d) => ({ doorId: d.doorId, type: d.type })),
    );
    this.trips = trips.filter(this.tripFilter).map((t) => ({
      tripId: t.tripId,
      date: t.date,
      capacity: t.capacity,
      taken: new Set(t.seats.filter((s) => s.personId).map((s) => s.seat)),
    }));
    for (const t of trips)
      for (const s of t.seats) if (s.personId) this.booked.add(`${s.personId}|${t.date}`);
    this.seats = trips
      .filter(this.tripFilter)
      .flatMap((t) =>
        t.seats
          .filter((s) => s.personId)
          .map((s) => ({ tripId: t.tripId, seat: s.seat, personId: s.personId!, date: t.date })),
      );
    this.beds = hotels
      .filter((h) => h.clientId === CLIENT_ID)
      .flatMap((h) => h.rooms.flatMap((r) => r.beds.map((b) => b.bedId)));
  }

  get figures() {
    return {
      free: this.free.length,
      accredited: this.accredited.length,
      pending: this.pending.length,
      seats: this.seats.length,
      beds: this.beds.length,
    };
  }

  /** Sends one command (or one mark batch) and records the outcome; answers false when the server gave no answer. */
  async step(): Promise<boolean> {
    const kind = this.rng.weighted<Kind | 'markBatch'>(
      this.mix as Record<Kind | 'markBatch', number>,
    );
    if (kind === 'markBatch') return this.markBatch(this.rng.int(...this.batchSizes));
    const planned = this.plan(kind);
    if (!planned) return this.markBatch(1);
    const { as, body, onAck } = planned;
    const record: CommandRecord = {
      commandId: (body as { commandId: string }).commandId,
      kind,
      path: PATHS[kind],
      as,
      body,
      outcome: 'lost',
    };
    this.records.set(record.commandId, record);
    const reply = await this.callers[as].post(record.path, body);
    settle(record, reply);
    if (record.outcome === 'acked') onAck(resultOf(reply) as Record<string, unknown>);
    return reply.answered;
  }

  /** Resends a command with the same id and body (a client's retry after a lost answer). */
  resend(record: CommandRecord): Promise<Reply> {
    if (record.batch)
      return this.callers.admin.post(API.markBatch.path, this.batches.get(record.batch)!.body);
    return this.callers[record.as].post(record.path, record.body);
  }

  private plan(kind: Kind): Planned | null {
    const planners: Record<Kind, () => Planned | null> = {
      submit: () => this.submitBody(),
      approve: () => this.decisionBody('approve'),
      observe: () => this.decisionBody('observe'),
      reject: () => this.decisionBody('reject'),
      resubmit: () => this.resubmitBody(),
      mark: () => ({ as: 'admin', body: this.markBody(), onAck: () => undefined }),
      reserve: () => this.reserveBody(),
      release: () => this.releaseBody(),
      assignBed: () => this.bedBody(),
    };
    return planners[kind]();
  }

  private submitBody(): Planned | null {
    const rng = this.rng;
    const personId = rng.take(this.free);
    if (!personId) return null;
    const body = {
      commandId: commandId('sub'),
      personId,
      contractId: this.contractOf.get(personId) || 'CTR-2026-000',
      startDate: this.today,
      endDate: addDays(this.today, rng.int(10, 60)),
      reason: 'Ingreso por confiabilidad',
      ...REQUEST_PICKED,
    };
    return {
      as: 'solicitante',
      body,
      onAck: (r) => this.pending.push({ requestId: String(r.id), personId }),
    };
  }

  private decisionBody(kind: 'approve' | 'observe' | 'reject'): Planned | null {
    const rng = this.rng;
    const request = rng.take(this.pending);
    if (!request) return null;
    const comment = kind === 'approve' ? '' : 'Revisar documentos';
    const body = {
      commandId: commandId(kind.slice(0, 3)),
      requestId: request.requestId,
      comment,
    };
    const onAck = () => {
      if (kind === 'approve') this.accredited.push(request.personId);
      if (kind === 'reject') this.free.push(request.personId);
      if (kind === 'observe') this.observed.push(request);
    };
    return { as: 'aprobador', body, onAck };
  }

  private resubmitBody(): Planned | null {
    const rng = this.rng;
    const request = rng.take(this.observed);
    if (!request) return null;
    const body = {
      commandId: commandId('res'),
      requestId: request.requestId,
      startDate: this.today,
      endDate: addDays(this.today, 30),
      reason: 'Corregido',
      observation: 'Se adjunta certificado',
    };
    return { as: 'solicitante', body, onAck: () => this.pending.push(request) };
  }

  private releaseBody(): Planned | null {
    const rng = this.rng;
    const seat = rng.take(this.seats);
    if (!seat) return null;
    const body = { commandId: commandId('rel'), tripId: seat.tripId, seat: seat.seat };
    return {
      as: 'solicitante',
      body,
      onAck: () => {
        this.trips.find((t) => t.tripId === seat.tripId)?.taken.delete(seat.seat);
        this.booked.delete(`${seat.personId}|${seat.date}`);
      },
    };
  }

  private markBody(): Record<string, unknown> {
    const door = this.rng.pick(this.doors);
    const direction = door.type === 'A' ? this.rng.pick(['E', 'S']) : door.type;
    const personId =
      this.rng.chance(0.9) && this.accredited.length > 0
        ? this.rng.pick(this.accredited)
        : this.rng.pick(this.everyone);
    return { commandId: commandId('mrk'), personId, doorId: door.doorId, direction };
  }

  private reserveBody() {
    const trips = this.trips.filter((t) => t.taken.size < t.capacity);
    if (trips.length === 0 || this.accredited.length === 0) return null;
    const trip = this.rng.pick(trips);
    const candidates = this.accredited.filter((p) => !this.booked.has(`${p}|${trip.date}`));
    if (candidates.length === 0) return null;
    const personId = this.rng.pick(candidates);
    const free = Array.from({ length: trip.capacity }, (_, i) => i + 1).filter(
      (s) => !trip.taken.has(s),
    );
    const seat = this.rng.pick(free);
    trip.taken.add(seat);
    this.booked.add(`${personId}|${trip.date}`);
    const body = { commandId: commandId('seat'), tripId: trip.tripId, seat, personId };
    return {
      as: 'solicitante' as const,
      body,
      onAck: () => this.seats.push({ tripId: trip.tripId, seat, personId, date: trip.date }),
    };
  }

  private bedBody() {
    const people = this.everyone.filter((p) => !this.housed.has(p));
    if (people.length === 0 || this.beds.length === 0) return null;
    const personId = this.rng.pick(people);
    const bedId = this.rng.pick(this.beds);
    const checkIn = addDays(this.today, this.rng.int(0, 40));
    const checkOut = addDays(checkIn, this.rng.int(1, 7));
    const taken = this.bedNights.get(bedId) ?? [];
    if (taken.some(([a, b]) => a < checkOut && checkIn < b)) return null;
    this.housed.add(personId);
    taken.push([checkIn, checkOut]);
    this.bedNights.set(bedId, taken);
    return {
      as: 'admin' as const,
      body: { commandId: commandId('bed'), bedId, personId, checkIn, checkOut },
      onAck: () => undefined,
    };
  }

  private async markBatch(size: number): Promise<boolean> {
    this.batchCount += 1;
    const batch = `batch-${this.batchCount}`;
    const marks = Array.from({ length: size }, () => this.markBody());
    const records = marks.map((body): CommandRecord => ({
      commandId: String(body.commandId),
      kind: 'mark',
      path: API.markDoor.path,
      as: 'admin',
      body,
      batch,
      outcome: 'lost',
    }));
    for (const r of records) this.records.set(r.commandId, r);
    this.batches.set(batch, { body: { marks }, commandIds: records.map((r) => r.commandId) });
    const reply = await this.callers.admin.post(API.markBatch.path, { marks });
    if (!reply.answered) return false;
    if (reply.status !== 201) {
      for (const r of records) settle(r, reply);
      return true;
    }
    const outcomes = resultOf(reply) as MarkOutcome[];
    records.forEach((r, i) => {
      const o = outcomes[i];
      if (!o || o.error)
        Object.assign(r, { outcome: 'refused', status: 201, code: o?.error ?? 'missing' });
      else Object.assign(r, { outcome: 'acked', status: 201, position: o.position });
    });
    return true;
  }

  /** Counts of the records by kind and outcome, for the report. */
  tally(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const r of this.records.values()) out[r.outcome] = (out[r.outcome] ?? 0) + 1;
    return out;
  }

  refusals(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const r of this.records.values())
      if (r.outcome === 'refused') out[r.code ?? '?'] = (out[r.code ?? '?'] ?? 0) + 1;
    return out;
  }
}

/** Records an answer: 2xx acknowledged (with the answered position), 4xx refused, 5xx failed, none lost. */
export function settle(record: CommandRecord, reply: Reply): void {
  if (!reply.answered) {
    record.outcome = 'lost';
    return;
  }
  record.status = reply.status;
  if (reply.status >= 200 && reply.status < 300) {
    record.outcome = 'acked';
    record.position = (resultOf(reply) as { position: number }).position;
  } else {
    record.outcome = reply.status >= 500 ? 'failed' : 'refused';
    record.code = codeOf(reply);
  }
}

/** How many loops drive, the flag that stops them, and at most how many commands in all. */
interface Driving {
  drivers: number;
  stop: { now: boolean };
  limit?: number;
}

/**
 * Runs `drivers` parallel loops of workload steps until `stop.now` is set, `limit` commands were
 * sent, or the server stops answering (a loop ends at its first lost answer).
 */
export async function drive(
  workload: Workload,
  { drivers, stop, limit = Number.POSITIVE_INFINITY }: Driving,
): Promise<void> {
  const loop = async () => {
    while (!stop.now && workload.records.size < limit) {
      if (!(await workload.step())) return;
    }
  };
  await Promise.all(Array.from({ length: drivers }, loop));
}
