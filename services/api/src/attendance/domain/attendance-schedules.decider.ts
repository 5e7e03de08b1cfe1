import {
  DomainError,
  type AttendanceEvent,
  type AttendanceSchedule,
  type AttendanceScheduleSaved,
  type SaveAttendanceScheduleBody,
} from '@faena/contracts';

/** A client's attendance schedules by code (attendance.schedules-<clientId>): a code is defined once. */
export type AttendanceSchedules = Readonly<Record<string, AttendanceSchedule>>;
export const initialAttendanceSchedules = (): AttendanceSchedules => ({});
export const evolveAttendanceSchedules = (
  state: AttendanceSchedules,
  e: AttendanceEvent,
): AttendanceSchedules =>
  e.type === 'attendance.ScheduleSaved' ? { ...state, [e.data.code]: e.data } : state;

type Input = SaveAttendanceScheduleBody & { clientId: string };

/**
 * In the event schema's key order, days sorted, so an unchanged snapshot compares equal to the
 * stored one. A rest day keeps no times; only a cycle keeps its length.
 */
export function scheduleSnapshot(s: Input): AttendanceSchedule {
  const days = [...s.days]
    .sort((a, b) => a.day - b.day)
    .map((d) => ({
      day: d.day,
      turn: d.turn,
      rest: d.rest,
      entry: d.rest ? null : d.entry,
      exit: d.rest ? null : d.exit,
      refreshmentStart: d.rest ? null : d.refreshmentStart,
      refreshmentEnd: d.rest ? null : d.refreshmentEnd,
      flexibleMinutes: d.flexibleMinutes,
      entryTolerance: d.entryTolerance,
      exitTolerance: d.exitTolerance,
      overtimeBefore: d.overtimeBefore,
      overtimeAfter: d.overtimeAfter,
    }));
  return {
    clientId: s.clientId,
    code: s.code,
    description: s.description,
    kind: s.kind,
    cycleLength: s.kind === 'cycle' ? s.cycleLength : null,
    days,
    active: s.active,
  };
}

export function defineAttendanceSchedule(
  input: Input,
  state: AttendanceSchedules,
): AttendanceScheduleSaved[] {
  if (state[input.code]) throw new DomainError('attendance.scheduleCodeTaken');
  return [{ type: 'attendance.ScheduleSaved', data: scheduleSnapshot(input) }];
}

/** A full snapshot; an unchanged one records nothing. */
export function updateAttendanceSchedule(
  input: Input,
  state: AttendanceSchedules,
): AttendanceScheduleSaved[] {
  const current = state[input.code];
  if (!current) throw new DomainError('attendance.scheduleNotFound');
  const next = scheduleSnapshot(input);
  return JSON.stringify(next) === JSON.stringify(current)
    ? []
    : [{ type: 'attendance.ScheduleSaved', data: next }];
}
