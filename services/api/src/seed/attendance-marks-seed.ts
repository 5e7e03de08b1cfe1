import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addDays, DomainError, type ManualMarkBody } from '@faena/contracts';
import { EventStore, ReadStore } from '@faena/core';
import {
  ATTENDANCE_DAYS_COLLECTION,
  ATTENDANCE_INPUTS_COLLECTION,
  type AttendanceDayDoc,
  type PersonAttendance,
} from '@faena/projections';
import { RegisterManualMarkCommand } from '../access/commands/manual-marks/manual-marks.commands';
import { ReadWaiter } from '../platform/storage/read-waiter';
import { CLIENT, ZONES } from './data/master';
import { actorUser } from './sample-activity';

/** How many assigned people get a month of marks (the demo stays quick to load). */
const PEOPLE = 12;
const DAYS = 30;
const at = (stamp: string, minutes: number) => {
  const t = new Date(Date.parse(`${stamp}:00Z`) + minutes * 60_000).toISOString();
  return { date: t.slice(0, 10), hour: t.slice(11, 16) };
};

/**
 * A month of door marks for the people the attendance configuration assigned (the last 30 days
 * before today, at the Garita), played through the manual-mark command: the attendance days of the
 * demo then show arrivals on time, late arrivals (every 7th work day), overtime after the exit
 * (every 5th) and, for the first person, an absence (their 4th work day has no marks). Which days
 * are work days and their times come from the attendance day read model (the assignment's
 * schedule and regime), so a night turn's exit is marked on the next date. Nothing is marked when
 * no assignment exists (the attendance configuration's seed runs first).
 */
export function attendanceMarkPlan(
  workDays: ReadonlyArray<
    Pick<AttendanceDayDoc, 'personId' | 'date' | 'scheduledEntry' | 'scheduledExit'>
  >,
  people: readonly string[],
): ManualMarkBody[] {
  const door = ZONES[0].doors[0].doorId;
  const plan: ManualMarkBody[] = [];
  people.forEach((personId, p) => {
    const days = workDays
      .filter((d) => d.personId === personId && d.scheduledEntry && d.scheduledExit)
      .sort((a, b) => a.date.localeCompare(b.date));
    days.forEach((d, i) => {
      if (p === 0 && i === 3) return; // the absence
      const n = i + p;
      const late = n % 7 === 3 ? 25 : -(n % 4);
      const overtime = n % 5 === 1 ? 75 : n % 3;
      const entry = at(d.scheduledEntry!, late);
      const exit = at(d.scheduledExit!, overtime);
      const id = `seed-att-mark-${personId}-${d.date}`;
      const mark = { personId, doorId: door, reason: 'Marcación de asistencia (demo)' };
      plan.push({ ...mark, commandId: `${id}-E`, ...entry, mode: 'S' });
      plan.push({ ...mark, commandId: `${id}-S`, ...exit, mode: 'N' });
    });
  });
  return plan;
}

@Injectable()
export class AttendanceMarksSeed {
  private readonly logger = new Logger('Seed');
  constructor(
    private readonly commands: CommandBus,
    private readonly readStore: ReadStore,
    private readonly store: EventStore,
    private readonly waiter: ReadWaiter,
  ) {}

  /** Answers the marks the rules refused (command id: error code). */
  async run(today: string): Promise<string[]> {
    await this.waiter.waitFor(await this.store.headPosition());
    const assigned = await this.readStore.find<PersonAttendance>(
      ATTENDANCE_INPUTS_COLLECTION,
      { kind: 'person', clientId: CLIENT.clientId },
      1000,
    );
    if (assigned.length === 0) return [];
    const people = assigned
      .map((a) => a.personId)
      .sort()
      .slice(0, PEOPLE);
    const from = addDays(today, -DAYS);
    const days: AttendanceDayDoc[] = [];
    for (const personId of people)
      for (const month of new Set([from.slice(0, 7), today.slice(0, 7)]))
        days.push(
          ...(
            await this.readStore.find<AttendanceDayDoc>(
              ATTENDANCE_DAYS_COLLECTION,
              { personId, month },
              40,
            )
          ).filter((d) => d.date >= from && d.date < today && d.type === 'A'),
        );
    const refused: string[] = [];
    const admin = actorUser('ADMIN');
    for (const body of attendanceMarkPlan(days, people)) {
      try {
        await this.commands.execute(new RegisterManualMarkCommand(admin, body));
      } catch (err) {
        refused.push(`${body.commandId}: ${err instanceof DomainError ? err.code : String(err)}`);
      }
    }
    if (refused.length > 0)
      this.logger.warn(`attendance marks refused: ${refused.length} (${refused[0]})`);
    return refused;
  }
}
