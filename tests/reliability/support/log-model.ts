import type { StoredEvent } from '@faena/contracts';
import type { ReadDump } from './read-models';

type Data = Record<string, unknown>;
const str = (d: Data, k: string) => String(d[k]);

/**
 * The counters of the read models computed straight from the log, without the projections: seats
 * taken per trip, occupancy and denied marks per zone, quota slots in use per contract, status per
 * request, assignments per bed. A read model that applied an event twice, or skipped one, shows
 * here even when its documents look plausible.
 */
export function countersFromLog(log: readonly StoredEvent[]) {
  const seats = new Map<string, Map<number, string>>();
  const zones = new Map<string, { occupancy: number; denied: number }>();
  const presence = new Map<string, string>();
  const active = new Map<string, number>();
  const status = new Map<string, string>();
  const beds = new Map<string, number>();
  const zone = (id: string) => zones.get(id) ?? zones.set(id, { occupancy: 0, denied: 0 }).get(id)!;
  for (const e of log) {
    const d = e.data as Data;
    switch (e.type) {
      case 'transport.SeatReserved':
        (
          seats.get(str(d, 'tripId')) ??
          seats.set(str(d, 'tripId'), new Map()).get(str(d, 'tripId'))!
        ).set(Number(d.seat), str(d, 'personId'));
        break;
      case 'transport.SeatReleased': {
        const trip = seats.get(str(d, 'tripId'));
        if (trip?.get(Number(d.seat)) === str(d, 'personId')) trip.delete(Number(d.seat));
        break;
      }
      case 'access.ZoneRegistered':
        zone(str(d, 'zoneId'));
        break;
      case 'access.MarkDenied':
        zone(str(d, 'zoneId')).denied += 1;
        break;
      case 'access.MarkGranted': {
        const here = str(d, 'zoneId');
        const person = str(d, 'personId');
        const at = presence.get(person);
        if (d.direction === 'E' && at !== here) {
          if (at !== undefined) zone(at).occupancy = Math.max(0, zone(at).occupancy - 1);
          presence.set(person, here);
          zone(here).occupancy += 1;
        } else if (d.direction === 'S' && at === here) {
          presence.delete(person);
          zone(here).occupancy = Math.max(0, zone(here).occupancy - 1);
        }
        break;
      }
      case 'accreditation.QuotaSlotTaken':
        active.set(str(d, 'contractId'), (active.get(str(d, 'contractId')) ?? 0) + 1);
        break;
      case 'accreditation.QuotaSlotReleased':
        active.set(str(d, 'contractId'), (active.get(str(d, 'contractId')) ?? 0) - 1);
        break;
      case 'accreditation.RequestSubmitted':
      case 'accreditation.RequestResubmitted':
        status.set(str(d, 'requestId'), 'P');
        break;
      case 'accreditation.RequestApproved':
        status.set(str(d, 'requestId'), 'A');
        break;
      case 'accreditation.RequestObserved':
        status.set(str(d, 'requestId'), 'O');
        break;
      case 'accreditation.RequestRejected':
        status.set(str(d, 'requestId'), 'R');
        break;
      case 'accreditation.RequestDraftSaved':
        status.set(str(d, 'requestId'), 'I');
        break;
      case 'accreditation.RequestRemoved':
        status.set(str(d, 'requestId'), 'E');
        break;
      case 'lodging.BedAssigned':
        beds.set(str(d, 'bedId'), (beds.get(str(d, 'bedId')) ?? 0) + 1);
        break;
    }
  }
  return { seats, zones, active, status, beds };
}

const docs = (dump: ReadDump, collection: string): Data[] =>
  [...(dump.collections.get(collection)?.values() ?? [])].map((r) => JSON.parse(r.doc) as Data);

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
