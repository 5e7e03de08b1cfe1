// The attendance figure's log: one month of attendance for `people` people (four in five on a day
// schedule, one in five on a night cycle, a 14×14 regime for a third) and their granted door marks
// (an entry and an exit per day, minutes scattered: late arrivals and overtime).
import { rmSync } from 'node:fs';
import { EventFile, loaderMetadata } from '../lib/datasets.mjs';

export const CLIENT = 'MINERA-ANDINA';
const START = '2026-03-01';
const day = (n, over = {}) => ({
  day: n,
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
const night = (n) =>
  day(n, {
    turn: 'N',
    entry: '20:00',
    exit: '08:00',
    refreshmentStart: '00:00',
    refreshmentEnd: '01:00',
  });
const plus = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const wall = (date, minutes) => {
  const t = new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000).toISOString();
  return { date: t.slice(0, 10), hour: t.slice(11, 16), markedAt: t };
};
const personId = (i) => `ATT-${String(i).padStart(6, '0')}`;
const nightly = (i) => i % 5 === 4;

function addCatalog(add) {
  add('catalog.company-EMP-ATT', 'catalog.CompanyRegistered', {
    companyId: 'EMP-ATT',
    name: 'Contratista de asistencia',
    documentType: 'RUC',
    documentNumber: '20999999999',
    contractor: true,
    category: 'A',
    country: 'PE',
  });
  add('catalog.holidays-PE', 'catalog.CountryHolidaysRegistered', {
    countryId: 'PE',
    name: 'Perú',
    holidays: [{ day: 12, month: 3, name: 'Feriado de prueba', template: false }],
  });
}

function addSchedules(add) {
  const schedules = `attendance.schedules-${CLIENT}`;
  const saved = (fields) =>
    add(schedules, 'attendance.ScheduleSaved', { clientId: CLIENT, active: true, ...fields });
  saved({
    code: 'DIA',
    description: 'Día, lunes a domingo',
    kind: 'weekly',
    cycleLength: null,
    days: [1, 2, 3, 4, 5, 6, 7].map((n) => day(n)),
  });
  saved({ code: 'NOCHE', description: 'Noche', kind: 'cycle', cycleLength: 1, days: [night(1)] });
}

function addAssignment(add, i) {
  const rotating = i % 3 === 0;
  add(`attendance.person-${personId(i)}`, 'attendance.PersonAssigned', {
    personId: personId(i),
    clientId: CLIENT,
    companyId: 'EMP-ATT',
    assignmentId: `AS-${i}`,
    payrollGroupCode: `PG${i % 10}`,
    specialConditionCode: null,
    scheduleCode: nightly(i) ? 'NOCHE' : 'DIA',
    regimeId: rotating ? '14X14' : null,
    regime: rotating ? { workDays: 14, restDays: 14 } : null,
    startDate: START,
    endDate: plus(START, 30),
  });
}

const BASE_MINUTES = { D: { E: 8 * 60, S: 17 * 60 }, N: { E: 20 * 60, S: 32 * 60 } };

/** Person `i`'s mark of day `d` in `direction`, at the schedule's hour ± a scattered jitter. */
function markOf(i, { d, direction }) {
  const jitter = ((i * 37 + d * 11) % 41) - 15; // −15…+25 minutes
  const base = BASE_MINUTES[nightly(i) ? 'N' : 'D'][direction];
  const at = wall(plus(START, d), base + jitter + (direction === 'S' && jitter > 15 ? 45 : 0));
  const id = personId(i);
  return {
    markId: `M-${id}-${d}-${direction}`,
    personId: id,
    personName: `Persona ${i}`,
    zoneId: 'ZON-GARITA',
    doorId: 'PTA-GARITA-E',
    clientId: CLIENT,
    direction,
    markedAt: `${at.markedAt.slice(0, 19)}.000Z`,
    automatic: true,
    date: at.date,
    hour: at.hour,
    deviceId: null,
    origin: 'DISPOSITIVO',
    plate: null,
    function: '',
    idType: 'DNI',
    documentNumber: String(40_000_000 + i),
    companyName: 'Contratista de asistencia',
    markType: 'T',
    mode: direction === 'E' ? 'S' : 'N',
    justification: '',
  };
}

/** Writes the log into `file` (replaced); answers its head position and the marks written. */
export function writeAttendanceLog(file, { people, marksPerPerson }) {
  rmSync(file, { force: true });
  const log = new EventFile(file);
  const add = (stream, type, data) =>
    log.add(stream, { type, data, metadata: loaderMetadata('attendance') });
  addCatalog(add);
  addSchedules(add);
  for (let i = 0; i < people; i++) addAssignment(add, i);
  // the marks, day by day as the doors send them (every person's entry, then the exits)
  const days = Math.ceil(marksPerPerson / 2);
  for (let d = 0; d < days; d++)
    for (const direction of ['E', 'S'])
      for (let i = 0; i < people; i++)
        add(`access.person-${personId(i)}`, 'access.MarkGranted', markOf(i, { d, direction }));
  const head = log.head();
  log.close();
  return { head, marks: days * 2 * people };
}
