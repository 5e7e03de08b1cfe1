import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  addDays,
  type AttendanceDayRow,
  type AttendanceMonthAnswer,
  type DomainEvent,
  type PersonRow,
} from '@faena/contracts';
import { EventStore, ReadStore, SiteCalendar } from '@faena/core';
import { ATTENDANCE_INPUTS_COLLECTION, type PersonAttendance } from '@faena/projections';
import { PEOPLE_COLLECTION } from '../administration/administration.read-models';
import { AttendanceMonthQuery } from '../attendance/day/attendance-day.queries';
import { ReadWaiter } from '../platform/storage/read-waiter';
import { CLIENT, ZONES } from './data/master';
import { actorUser } from './sample-activity';
import { appendSeedWrites } from './seed-event';

/** How many assigned people get a month of marks at most (the demo stays quick to load). */
const PEOPLE = 60;
const DAYS = 30;
const SEED_COMMAND = 'seed-attendance-marks';

/** One planned door mark of the month: the site's date and hour. */
export interface PlannedMark {
  markId: string;
  personId: string;
  date: string;
  hour: string;
  direction: 'E' | 'S';
}

const at = (stamp: string, minutes: number) => {
  const t = new Date(Date.parse(`${stamp}:00Z`) + minutes * 60_000).toISOString();
  return { date: t.slice(0, 10), hour: t.slice(11, 16) };
};

/**
 * The month's marks for the given work days (their scheduled entry and exit): arrivals on time or
 * a few minutes early, late arrivals (every 7th work day), overtime after the exit (every 5th)
 * and, for the first person, an absence (their 4th work day has no marks). A night turn's exit
 * falls on the next date.
 */
export function attendanceMarkPlan(
  workDays: ReadonlyArray<WorkDay>,
  people: readonly string[],
): PlannedMark[] {
  return people.flatMap((personId, p) => {
    const days = workDays
      .filter((d) => d.personId === personId && d.scheduledEntry && d.scheduledExit)
      .sort((a, b) => a.date.localeCompare(b.date));
    return days.flatMap((d, i) => (p === 0 && i === 3 ? [] : dayMarks(d, i + p))); // the absence
  });
}

type WorkDay = Pick<AttendanceDayRow, 'personId' | 'date' | 'scheduledEntry' | 'scheduledExit'>;

/** A work day's entry and exit: the n-th is late every 7th, with overtime every 5th. */
function dayMarks(d: WorkDay, n: number): PlannedMark[] {
  const late = n % 7 === 3 ? 25 : -(n % 4);
  const overtime = n % 5 === 1 ? 75 : n % 3;
  const id = `ATT-${d.personId}-${d.date}`;
  const { personId } = d;
  return [
    { markId: `${id}-E`, personId, direction: 'E', ...at(d.scheduledEntry ?? '', late) },
    { markId: `${id}-S`, personId, direction: 'S', ...at(d.scheduledExit ?? '', overtime) },
  ];
}

/** The person's data a granted mark copies (the id as the name when the row is missing). */
function personFacts(personId: string, person: PersonRow | undefined) {
  if (!person)
    return { personName: personId, function: '', idType: '', documentNumber: '', companyName: '' };
  return {
    personName: person.fullName,
    function: person.position,
    idType: person.documentType,
    documentNumber: person.documentNumber,
    companyName: person.companyName,
  };
}

// the Garita's entry door for entries, its exit door for exits
const [ENTRY_DOOR, EXIT_DOOR] = ZONES[0].doors;

/** A planned mark as the device's granted mark at the Garita, at the site's instant of its date and hour. */
function markGranted(
  m: PlannedMark,
  person: ReturnType<typeof personFacts>,
  markedAt: string,
): DomainEvent {
  return { type: 'access.MarkGranted', version: 2, data: markData(m, person, markedAt) };
}

/** A granted mark's data at the Garita (the device's history: automatic, origin DISPOSITIVO). */
function markData(m: PlannedMark, person: ReturnType<typeof personFacts>, markedAt: string) {
  return {
    markId: m.markId,
    personId: m.personId,
    personName: person.personName,
    zoneId: ZONES[0].zoneId,
    doorId: (m.direction === 'E' ? ENTRY_DOOR : EXIT_DOOR).doorId,
    clientId: CLIENT.clientId,
    direction: m.direction,
    markedAt,
    automatic: true,
    date: m.date,
    hour: m.hour,
    deviceId: null,
    origin: 'DISPOSITIVO',
    plate: null,
    function: person.function,
    idType: person.idType,
    documentNumber: person.documentNumber,
    companyName: person.companyName,
    markType: 'T',
    mode: m.direction === 'E' ? 'S' : 'N',
    justification: '',
  };
}

/**
 * A month of door history for the people the attendance configuration assigned and the client
 * accredited (the last 30 days before today, the Garita's device), so the attendance screens have
 * late arrivals, overtime and an absence to show. The door decides a mark as of its moment and the
 * demo's accreditations begin today, so these past marks could not pass it now: they are recorded
 * as the device history they stand for, access.MarkGranted events of origin DISPOSITIVO appended
 * with fixed ids the way the master data is (a second start writes nothing). Which days are work
 * days and their times come from the attendance month (schedule, regime, holidays). Nothing is
 * written when no assignment exists (the attendance configuration's seed runs first).
 */
@Injectable()
export class AttendanceMarksSeed {
  private readonly logger = new Logger('Seed');
  constructor(
    private readonly queries: QueryBus,
    private readonly readStore: ReadStore,
    private readonly store: EventStore,
    private readonly waiter: ReadWaiter,
    private readonly site: SiteCalendar,
  ) {}

  /** Answers how many marks it wrote. */
  async run(today: string, now: Date): Promise<number> {
    await this.waiter.waitFor(await this.store.headPosition());
    const { people, rows } = await this.accreditedAssignees();
    if (people.length === 0) return 0;
    const plan = attendanceMarkPlan(await this.workDays(people, today), people);
    const writes = people.map((personId) => {
      const person = personFacts(personId, rows.get(personId));
      const events = plan
        .filter((m) => m.personId === personId)
        .map((m) => markGranted(m, person, this.site.instantAt(m.date, m.hour).toISOString()));
      return { stream: `access.attendance-history-${personId}`, events };
    });
    await appendSeedWrites(this.store, writes, { seedCommand: SEED_COMMAND, now });
    this.logger.log(`attendance history: ${plan.length} marks of ${people.length} people`);
    return plan.length;
  }

  /** The first PEOPLE assigned people the client accredited, and their rows. */
  private async accreditedAssignees() {
    const assigned = await this.readStore.find<PersonAttendance>(
      ATTENDANCE_INPUTS_COLLECTION,
      { kind: 'person', clientId: CLIENT.clientId },
      1000,
    );
    const rows = await this.readStore.getMany<PersonRow & Record<string, unknown>>(
      PEOPLE_COLLECTION,
      assigned.map((a) => a.personId),
    );
    const people = assigned
      .map((a) => a.personId)
      .filter((id) => rows.get(id)?.accreditedClients.includes(CLIENT.clientId))
      .sort()
      .slice(0, PEOPLE);
    return { people, rows };
  }

  /** The planned days (absent so far: work days) of the last 30 days, as the month screen shows them. */
  private async workDays(people: string[], today: string): Promise<AttendanceDayRow[]> {
    const from = addDays(today, -DAYS);
    const admin = actorUser('ADMIN');
    const days: AttendanceDayRow[] = [];
    for (const personId of people)
      for (const month of new Set([from.slice(0, 7), today.slice(0, 7)])) {
        const answer: AttendanceMonthAnswer = await this.queries.execute(
          new AttendanceMonthQuery(admin, { personId, month }),
        );
        days.push(...answer.days.filter((d) => d.date >= from && d.date < today && d.type === 'A'));
      }
    return days;
  }
}
