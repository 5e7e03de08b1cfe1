import type { ScheduleDay, ScheduleKind } from '@faena/contracts';

/** The days a schedule kind offers: ISO weekdays for weekly and flexible, 1…n for a cycle or automatic. */
export function dayNumbersOf(kind: ScheduleKind, cycleLength: number | null): number[] {
  const count =
    kind === 'cycle' ? (cycleLength ?? 0) : kind === 'automatic' ? (cycleLength ?? 3) : 7;
  return Array.from({ length: Math.max(0, Math.min(count, 62)) }, (_, i) => i + 1);
}

/** A working day 08:00–17:00 with no break and no overtime thresholds (a new row's values). */
export const newDay = (day: number): ScheduleDay => ({
  day,
  turn: 'D',
  rest: false,
  entry: '08:00',
  exit: '17:00',
  refreshmentStart: null,
  refreshmentEnd: null,
  flexibleMinutes: 0,
  entryTolerance: 0,
  exitTolerance: 0,
  overtimeBefore: 0,
  overtimeAfter: 0,
});

/** The result of a copy: the new days, or the spec's message key when no target day was chosen. */
export type CopyResult = { days: ScheduleDay[] } | { error: 'attendance:copyDayRequired' };

/**
 * Copies one day's schedule (turn, rest, times, tolerances, overtime) to the chosen days: a target
 * already in the list takes the copy, a missing one is added; the list stays in day order. Without
 * a target day it answers the spec's 'Debe seleccionar un día para copiar un horario.'.
 */
export function copyDay(
  days: readonly ScheduleDay[],
  from: number,
  targets: readonly number[],
): CopyResult {
  const source = days.find((d) => d.day === from);
  const chosen = [...new Set(targets)].filter((d) => d !== from);
  if (!source || chosen.length === 0) return { error: 'attendance:copyDayRequired' };
  const copies = new Map(chosen.map((day) => [day, { ...source, day }]));
  const kept = days.filter((d) => !copies.has(d.day));
  return { days: [...kept, ...copies.values()].sort((a, b) => a.day - b.day) };
}
