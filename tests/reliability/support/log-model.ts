import type { StoredEvent } from '@faena/contracts';
import type { ReadDump } from './read-models';

type Data = Record<string, unknown>;
const str = (d: Data, k: string) => String(d[k]);

/** The counters the log gives, filled event by event. */
interface Counters {
  seats: Map<string, Map<number, string>>;
  zones: Map<string, { occupancy: number; denied: number }>;
  presence: Map<string, string>;
  active: Map<string, number>;
  status: Map<string, string>;
  beds: Map<string, number>;
}
type Apply = (c: Counters, d: Data) => void;

const zoneOf = (c: Counters, id: string) =>
  c.zones.get(id) ?? c.zones.set(id, { occupancy: 0, denied: 0 }).get(id)!;
const add = (counts: Map<string, number>, key: string, n: number) =>
  counts.set(key, (counts.get(key) ?? 0) + n);
const setStatus =
  (code: string): Apply =>
  (c, d) =>
    c.status.set(str(d, 'requestId'), code);

/** A granted mark: an entry moves the person here (out of another zone), an exit out of here. */
const markGranted: Apply = (c, d) => {
  const here = str(d, 'zoneId');
  const person = str(d, 'personId');
  const at = c.presence.get(person);
  if (d.direction === 'E' && at !== here) {
    if (at !== undefined) zoneOf(c, at).occupancy = Math.max(0, zoneOf(c, at).occupancy - 1);
    c.presence.set(person, here);
    zoneOf(c, here).occupancy += 1;
  } else if (d.direction === 'S' && at === here) {
    c.presence.delete(person);
    zoneOf(c, here).occupancy = Math.max(0, zoneOf(c, here).occupancy - 1);
  }
};

const APPLY: Partial<Record<string, Apply>> = {
  'transport.SeatReserved': (c, d) =>
    (
      c.seats.get(str(d, 'tripId')) ??
      c.seats.set(str(d, 'tripId'), new Map()).get(str(d, 'tripId'))!
    ).set(Number(d.seat), str(d, 'personId')),
  'transport.SeatReleased': (c, d) => {
    const trip = c.seats.get(str(d, 'tripId'));
    if (trip?.get(Number(d.seat)) === str(d, 'personId')) trip.delete(Number(d.seat));
  },
  'access.ZoneRegistered': (c, d) => zoneOf(c, str(d, 'zoneId')),
  'access.MarkDenied': (c, d) => {
    zoneOf(c, str(d, 'zoneId')).denied += 1;
  },
  'access.MarkGranted': markGranted,
  'accreditation.QuotaSlotTaken': (c, d) => add(c.active, str(d, 'contractId'), 1),
  'accreditation.QuotaSlotReleased': (c, d) => add(c.active, str(d, 'contractId'), -1),
  'accreditation.RequestSubmitted': setStatus('P'),
  'accreditation.RequestResubmitted': setStatus('P'),
  'accreditation.RequestApproved': setStatus('A'),
  'accreditation.RequestObserved': setStatus('O'),
  'accreditation.RequestRejected': setStatus('R'),
  'accreditation.RequestDraftSaved': setStatus('I'),
  'accreditation.RequestRemoved': setStatus('E'),
  'lodging.BedAssigned': (c, d) => add(c.beds, str(d, 'bedId'), 1),
};

/**
 * The counters of the read models computed straight from the log, without the projections: seats
 * taken per trip, occupancy and denied marks per zone, quota slots in use per contract, status per
 * request, assignments per bed. A read model that applied an event twice, or skipped one, shows
 * here even when its documents look plausible.
 */
export function countersFromLog(log: readonly StoredEvent[]) {
  const c: Counters = {
    seats: new Map(),
    zones: new Map(),
    presence: new Map(),
    active: new Map(),
    status: new Map(),
    beds: new Map(),
  };
  for (const e of log) APPLY[e.type]?.(c, e.data as Data);
  const { seats, zones, active, status, beds } = c;
  return { seats, zones, active, status, beds };
}

const docs = (dump: ReadDump, collection: string): Data[] =>
  [...(dump.collections.get(collection)?.values() ?? [])].map((r) => JSON.parse(r.doc) as Data);

type Check = (what: string, actual: unknown, expected: unknown) => void;

/** Each trip's taken seats and each zone's occupancy and denied count, against the log's. */
function checkTripsAndZones(
  dump: ReadDump,
  c: ReturnType<typeof countersFromLog>,
  check: Check,
): void {
  for (const trip of docs(dump, 'trips_v2')) {
    const fromLog = c.seats.get(str(trip, 'tripId')) ?? new Map<number, string>();
    const seats = trip.seats as Array<{ seat: number; personId: string | null }>;
    check(`trip ${str(trip, 'tripId')} taken`, trip.taken, fromLog.size);
    check(
      `trip ${str(trip, 'tripId')} seats`,
      seats.filter((s) => s.personId).map((s) => [s.seat, s.personId]),
      [...fromLog].sort((a, b) => a[0] - b[0]),
    );
  }
  for (const z of docs(dump, 'zones_v1')) {
    const fromLog = c.zones.get(str(z, 'zoneId')) ?? { occupancy: 0, denied: 0 };
    check(`zone ${str(z, 'zoneId')} occupancy`, z.occupancy, fromLog.occupancy);
    check(`zone ${str(z, 'zoneId')} denied`, z.deniedCount, fromLog.denied);
  }
}

/** Differences between the read models and the counters of the log, and how much was compared. */
export function compareCounters(dump: ReadDump, log: readonly StoredEvent[]) {
  const c = countersFromLog(log);
  const problems: string[] = [];
  let checked = 0;
  const check = (what: string, actual: unknown, expected: unknown) => {
    checked += 1;
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      problems.push(
        `${what}: read model ${JSON.stringify(actual)}, log ${JSON.stringify(expected)}`,
      );
  };
  checkTripsAndZones(dump, c, check);
  for (const k of docs(dump, 'contracts_v1'))
    check(
      `contract ${str(k, 'contractId')} active`,
      k.active,
      c.active.get(str(k, 'contractId')) ?? 0,
    );
  const requests = docs(dump, 'requests_v3');
  check('requests', requests.length, c.status.size);
  for (const r of requests)
    check(`request ${str(r, 'requestId')} status`, r.status, c.status.get(str(r, 'requestId')));
  for (const b of docs(dump, 'beds_v1'))
    check(
      `bed ${str(b, 'bedId')} assignments`,
      (b.assignments as unknown[]).length,
      c.beds.get(str(b, 'bedId')) ?? 0,
    );
  return { checked, problems };
}
