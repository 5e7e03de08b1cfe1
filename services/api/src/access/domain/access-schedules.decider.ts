import {
  DomainError,
  type AccessSchedule,
  type AccessScheduleEvent,
  type SaveScheduleBody,
} from '@faena/contracts';

/** A client's access schedules by code (access.schedules-<clientId>): a code is defined once. */
export type Schedules = Readonly<Record<string, AccessSchedule>>;
export const initialSchedules = (): Schedules => ({});
export const evolveSchedules = (state: Schedules, e: AccessScheduleEvent): Schedules => ({
  ...state,
  [e.data.code]: e.data,
});

type Input = SaveScheduleBody & { clientId: string };
/** in the event schema's key order, so an unchanged snapshot compares equal to the stored one */
const snapshot = (s: Input): AccessSchedule => ({
  clientId: s.clientId,
  divisionId: s.divisionId,
  code: s.code,
  description: s.description,
  startDate: s.startDate,
  endDate: s.endDate,
  intervals: s.intervals.map(({ from, to, days }) => ({ from, to, days })),
});

export function defineSchedule(input: Input, state: Schedules): AccessScheduleEvent[] {
  if (state[input.code]) throw new DomainError('access.scheduleCodeTaken');
  return [{ type: 'access.ScheduleDefined', data: snapshot(input) }];
}

/** A full snapshot; an unchanged one records nothing. */
export function updateSchedule(input: Input, state: Schedules): AccessScheduleEvent[] {
  const current = state[input.code];
  if (!current) throw new DomainError('access.scheduleNotFound');
  const next = snapshot(input);
  return JSON.stringify(next) === JSON.stringify(current)
    ? []
    : [{ type: 'access.ScheduleUpdated', data: next }];
}
