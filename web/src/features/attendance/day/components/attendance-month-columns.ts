import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AttendanceDayRow, AttendanceMonthAnswer } from '@faena/contracts';
import { clockOf, hhmm } from '../api/attendance-day.api';

/** The badge colour of each day type. */
export const TYPE_COLOR: Record<string, string> = {
  W: 'green',
  A: 'red',
  R: 'gray',
  H: 'blue',
  J: 'violet',
  I: 'orange',
  N: 'gray',
};

/** The columns of the month, as the table and the spreadsheet show them. */
export function useMonthColumns() {
  const { t } = useTranslation('attendanceDay');
  return useMemo(
    () =>
      [
        ['date', (r: AttendanceDayRow) => r.date],
        ['type', (r: AttendanceDayRow) => t(`types.${r.type}`)],
        ['turn', (r: AttendanceDayRow) => r.turn ?? ''],
        ['scheduledEntry', (r: AttendanceDayRow) => clockOf(r.scheduledEntry, r.date)],
        ['scheduledExit', (r: AttendanceDayRow) => clockOf(r.scheduledExit, r.date)],
        ['firstEntry', (r: AttendanceDayRow) => clockOf(r.firstEntry, r.date)],
        ['lastExit', (r: AttendanceDayRow) => clockOf(r.lastExit, r.date)],
        ['worked', (r: AttendanceDayRow) => hhmm(r.workedMinutes)],
        ['late', (r: AttendanceDayRow) => hhmm(r.lateMinutes)],
        ['early', (r: AttendanceDayRow) => hhmm(r.earlyLeaveMinutes)],
        ['overtimeBefore', (r: AttendanceDayRow) => hhmm(r.overtimeBeforeMinutes)],
        ['overtimeAfter', (r: AttendanceDayRow) => hhmm(r.overtimeAfterMinutes)],
        ['justification', (r: AttendanceDayRow) => r.justificationCode ?? r.holidayName ?? ''],
      ] as const,
    [t],
  );
}

export type MonthColumns = ReturnType<typeof useMonthColumns>;

/** The totals row under the month's columns (the label under the date, the minutes under theirs). */
export function totalCellsOf(totals: AttendanceMonthAnswer['totals'], t: TFunction): string[] {
  return [
    t('month.totals'),
    '',
    '',
    '',
    '',
    '',
    '',
    hhmm(totals.workedMinutes),
    hhmm(totals.lateMinutes),
    hhmm(totals.earlyLeaveMinutes),
    hhmm(totals.overtimeBeforeMinutes),
    hhmm(totals.overtimeAfterMinutes),
    '',
  ];
}
