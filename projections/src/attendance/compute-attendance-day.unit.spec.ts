import type { AttendanceDayRow, ScheduleDay } from '@faena/contracts';
import {
  computeAttendanceDay,
  type AttendanceAssignment,
  type AttendanceDayInput,
  type AttendanceMark,
  type AttendanceSchedule,
} from './compute-attendance-day';

const work = (day: number, over: Partial<ScheduleDay> = {}): ScheduleDay => ({
  day,
  turn: 'D',
  rest: false,
  entry: '08:00',
  exit: '17:00',
  refreshmentStart: '13:00',
  refreshmentEnd: '14:00',
  flexibleMinutes: 0,
  entryTolerance: 5,
  exitTolerance: 5,
  overtimeBefore: 60,
  overtimeAfter: 30,
  ...over,
});
const rest = (day: number): ScheduleDay => ({
  ...work(day),
  rest: true,
  entry: null,
  exit: null,
  refreshmentStart: null,
  refreshmentEnd: null,
});
const weekly: AttendanceSchedule = {
  kind: 'weekly',
  cycleLength: null,
  days: [1, 2, 3, 4, 5].map((d) => work(d)).concat([rest(6)]),
};
const flexible: AttendanceSchedule = {
  kind: 'flexible',
  cycleLength: null,
  days: [1, 2, 3, 4, 5].map((d) => work(d, { flexibleMinutes: 60 })),
};
const night = (day: number) =>
  work(day, {
    turn: 'N',
    entry: '20:00',
    exit: '08:00',
    refreshmentStart: '00:00',
    refreshmentEnd: '01:00',
  });
/** 5 days: D, D, N, N, rest */
const cycle: AttendanceSchedule = {
  kind: 'cycle',
  cycleLength: 5,
  days: [work(1), work(2), night(3), night(4), rest(5)],
};
const automatic: AttendanceSchedule = {
  kind: 'automatic',
  cycleLength: null,
  days: [work(1, { entry: '06:00', exit: '14:00' }), work(2, { entry: '14:00', exit: '22:00' })],
};
const assignment = (over: Partial<AttendanceAssignment> = {}): AttendanceAssignment => ({
  payrollGroupCode: 'PG1',
  scheduleCode: 'S1',
  startDate: '2026-03-02',
  endDate: '2026-03-31',
  regime: null,
  ...over,
});
const e = (at: string): AttendanceMark => ({ at, direction: 'E' });
const s = (at: string): AttendanceMark => ({ at, direction: 'S' });

// 2026-03-02 is a Monday
const input = (over: Partial<AttendanceDayInput>): AttendanceDayInput => ({
  personId: 'P1',
  clientId: 'C1',
  companyId: 'CO1',
  date: '2026-03-02',
  assignment: assignment(),
  schedule: weekly,
  holidays: [],
  marks: [],
  justifications: [],
  ...over,
});
type Expected = Partial<AttendanceDayRow>;

const cases: Array<[string, Partial<AttendanceDayInput>, Expected]> = [
  [
    'weekly: on time, worked minus the refreshment',
    { marks: [e('2026-03-02T07:58'), s('2026-03-02T17:02')] },
    {
      type: 'W',
      turn: 'D',
      scheduledEntry: '2026-03-02T08:00',
      scheduledExit: '2026-03-02T17:00',
      firstEntry: '2026-03-02T07:58',
      lastExit: '2026-03-02T17:02',
      workedMinutes: 484,
      lateMinutes: 0,
      earlyLeaveMinutes: 0,
      overtimeBeforeMinutes: 0,
      overtimeAfterMinutes: 0,
    },
  ],
  [
    'weekly: within the tolerance is not late',
    { marks: [e('2026-03-02T08:05'), s('2026-03-02T17:00')] },
    { type: 'W', lateMinutes: 0 },
  ],
  [
    'weekly: late past the tolerance counts the whole delay',
    { marks: [e('2026-03-02T08:20'), s('2026-03-02T17:00')] },
    { type: 'W', lateMinutes: 20, workedMinutes: 460 },
  ],
  [
    'weekly: early leave past the exit tolerance',
    { marks: [e('2026-03-02T08:00'), s('2026-03-02T16:15')] },
    { type: 'W', earlyLeaveMinutes: 45 },
  ],
  [
    'weekly: overtime before and after past the thresholds',
    { marks: [e('2026-03-02T06:30'), s('2026-03-02T18:10')] },
    { type: 'W', overtimeBeforeMinutes: 90, overtimeAfterMinutes: 70, workedMinutes: 640 },
  ],
  [
    'weekly: under the overtime thresholds counts nothing',
    { marks: [e('2026-03-02T07:30'), s('2026-03-02T17:20')] },
    { type: 'W', overtimeBeforeMinutes: 0, overtimeAfterMinutes: 0 },
  ],
  ['weekly: no marks on a work day is absent', {}, { type: 'A', workedMinutes: 0 }],
  [
    'weekly: only an entry is incomplete',
    { marks: [e('2026-03-02T08:30')] },
    { type: 'I', lateMinutes: 30, lastExit: null },
  ],
  [
    'weekly: only an exit is incomplete',
    { marks: [s('2026-03-02T17:00')] },
    { type: 'I', firstEntry: null },
  ],
  [
    'weekly: the schedule rest day (Saturday)',
    { date: '2026-03-07' },
    { type: 'R', scheduledEntry: null },
  ],
  [
    'weekly: a day the schedule does not list is a rest day (Sunday)',
    { date: '2026-03-08' },
    { type: 'R' },
  ],
  [
    'weekly: marks on a rest day count as overtime',
    { date: '2026-03-07', marks: [e('2026-03-07T09:00'), s('2026-03-07T12:00')] },
    { type: 'R', workedMinutes: 180, overtimeAfterMinutes: 180 },
  ],
  [
    'holiday: H with its name',
    { holidays: [{ day: 2, month: 3, name: 'Feriado' }] },
    { type: 'H', holidayName: 'Feriado' },
  ],
  [
    'holiday: marks count as overtime',
    {
      holidays: [{ day: 2, month: 3, name: 'Feriado' }],
      marks: [e('2026-03-02T08:00'), s('2026-03-02T12:00')],
    },
    { type: 'H', workedMinutes: 240, overtimeAfterMinutes: 240 },
  ],
  [
    'regime 4x3: day 5 of the rotation is a rest day',
    { date: '2026-03-06', assignment: assignment({ regime: { workDays: 4, restDays: 3 } }) },
    { type: 'R' },
  ],
  [
    'regime 4x3: day 8 starts the next rotation (a work day)',
    { date: '2026-03-09', assignment: assignment({ regime: { workDays: 4, restDays: 3 } }) },
    { type: 'A' },
  ],
  [
    'regime 14x14: day 15 rests even on a Monday',
    {
      date: '2026-03-16',
      assignment: assignment({ regime: { workDays: 14, restDays: 14 } }),
      schedule: { ...weekly, days: [1, 2, 3, 4, 5, 6, 7].map((d) => work(d)) },
    },
    { type: 'R' },
  ],
  [
    'justification: a whole day justifies the absence',
    { justifications: [{ code: 'MED', hours: null }] },
    { type: 'J', justificationCode: 'MED', justifiedMinutes: 480 },
  ],
  [
    'justification: partial hours do not justify an absence',
    { justifications: [{ code: 'PER', hours: 2 }] },
    { type: 'A', justificationCode: 'PER' },
  ],
  [
    'justification: partial hours take off late, then early leave',
    {
      justifications: [{ code: 'PER', hours: 1 }],
      marks: [e('2026-03-02T08:40'), s('2026-03-02T16:30')],
    },
    { type: 'W', lateMinutes: 0, earlyLeaveMinutes: 10, justifiedMinutes: 60 },
  ],
  [
    'flexible: a delay within the flexible minutes shifts the exit',
    { schedule: flexible, marks: [e('2026-03-02T08:45'), s('2026-03-02T17:45')] },
    { type: 'W', lateMinutes: 0, earlyLeaveMinutes: 0 },
  ],
  [
    'flexible: leaving at the unshifted exit is early leave',
    { schedule: flexible, marks: [e('2026-03-02T08:45'), s('2026-03-02T17:00')] },
    { type: 'W', lateMinutes: 0, earlyLeaveMinutes: 45 },
  ],
  [
    'flexible: past tolerance + flexible minutes, late by the rest',
    { schedule: flexible, marks: [e('2026-03-02T09:30'), s('2026-03-02T18:00')] },
    { type: 'W', lateMinutes: 30, earlyLeaveMinutes: 0 },
  ],
  [
    'cycle: day 3 of the cycle is a night turn across midnight',
    {
      date: '2026-03-04',
      schedule: cycle,
      marks: [e('2026-03-04T19:55'), s('2026-03-05T08:05')],
    },
    {
      type: 'W',
      turn: 'N',
      scheduledEntry: '2026-03-04T20:00',
      scheduledExit: '2026-03-05T08:00',
      firstEntry: '2026-03-04T19:55',
      lastExit: '2026-03-05T08:05',
      workedMinutes: 670,
      lateMinutes: 0,
    },
  ],
  [
    "cycle: the next night's window does not take the previous night's exit",
    {
      date: '2026-03-05',
      schedule: cycle,
      marks: [e('2026-03-04T19:55'), s('2026-03-05T08:05')],
    },
    { type: 'A', turn: 'N', firstEntry: null, lastExit: null },
  ],
  [
    "cycle: the rest day after the nights leaves the night's exit to the night",
    {
      date: '2026-03-06',
      schedule: cycle,
      marks: [e('2026-03-05T19:58'), s('2026-03-06T08:10')],
    },
    { type: 'R', firstEntry: null, lastExit: null, workedMinutes: 0 },
  ],
  [
    'cycle: day 6 wraps to day 1 (a day turn)',
    { date: '2026-03-07', schedule: cycle, marks: [e('2026-03-07T08:00'), s('2026-03-07T17:00')] },
    { type: 'W', turn: 'D', scheduledEntry: '2026-03-07T08:00' },
  ],
  [
    'automatic: the candidate nearest the first entry applies',
    { schedule: automatic, marks: [e('2026-03-02T14:10'), s('2026-03-02T22:00')] },
    {
      type: 'W',
      scheduledEntry: '2026-03-02T14:00',
      scheduledExit: '2026-03-02T22:00',
      lateMinutes: 10,
    },
  ],
  [
    'automatic: an early morning entry takes the morning candidate',
    { schedule: automatic, marks: [e('2026-03-02T05:50'), s('2026-03-02T14:00')] },
    { type: 'W', scheduledEntry: '2026-03-02T06:00', lateMinutes: 0 },
  ],
  ['no assignment that day → N', { date: '2026-03-01' }, { type: 'N', payrollGroupCode: null }],
];

describe('computeAttendanceDay', () => {
  it.each(cases)('%s', (_name, over, expected) => {
    expect(computeAttendanceDay(input(over))).toMatchObject(expected);
  });

  it('answers every field of the row', () => {
    expect(Object.keys(computeAttendanceDay(input({}))).sort()).toEqual(
      [
        'personId',
        'clientId',
        'companyId',
        'payrollGroupCode',
        'date',
        'type',
        'turn',
        'scheduleCode',
        'scheduledEntry',
        'scheduledExit',
        'firstEntry',
        'lastExit',
        'workedMinutes',
        'lateMinutes',
        'earlyLeaveMinutes',
        'overtimeBeforeMinutes',
        'overtimeAfterMinutes',
        'justificationCode',
        'justifiedMinutes',
        'holidayName',
      ].sort(),
    );
  });
});
