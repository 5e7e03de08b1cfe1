import {
  addDays,
  DomainError,
  ValidationError,
  type ApplyJustificationBody,
  type AssignPersonAttendanceBody,
  type AttendanceEvent,
  type AttendanceSchedule,
  type FieldIssue,
  type JustificationApplied,
  type JustificationType,
  type JustificationWithdrawn,
  type PersonAttendanceAssigned,
} from '@faena/contracts';
import { isConfigured, type CompanyAttendance } from './company-attendance.decider';

type Applied = JustificationApplied['data'] & { withdrawn: boolean };
/** A person's attendance stream (attendance.person-<personId>): assignments and justifications. */
export interface PersonAttendance {
  assignments: ReadonlyArray<PersonAttendanceAssigned['data']>;
  justifications: Readonly<Record<string, Applied>>;
}
export const initialPersonAttendance = (): PersonAttendance => ({
  assignments: [],
  justifications: {},
});
export function evolvePersonAttendance(s: PersonAttendance, e: AttendanceEvent): PersonAttendance {
  switch (e.type) {
    case 'attendance.PersonAssigned':
      return { ...s, assignments: [...s.assignments, e.data] };
    case 'attendance.JustificationApplied':
      return {
        ...s,
        justifications: {
          ...s.justifications,
          [e.data.justificationId]: { ...e.data, withdrawn: false },
        },
      };
    case 'attendance.JustificationWithdrawn': {
      const applied = s.justifications[e.data.justificationId];
      return applied
        ? {
            ...s,
            justifications: {
              ...s.justifications,
              [applied.justificationId]: { ...applied, withdrawn: true },
            },
          }
        : s;
    }
    default:
      return s;
  }
}

/** The person as the caller reaches it: its company, or null (unknown or another client's). */
export type PersonFacts = { companyId: string } | null;
/** The person's company as read for the decision. */
export interface AssignmentFacts {
  person: PersonFacts;
  controlAttendance: boolean;
  config: CompanyAttendance;
  schedule: AttendanceSchedule | undefined;
  /** the regime's rotation from the client's catalogue; undefined: not found or inactive */
  regime: { workDays: number; restDays: number } | null | undefined;
  assignmentId: string;
}
type AssignInput = AssignPersonAttendanceBody & { clientId: string };

/**
 * Assigns the person's payroll group and special condition (from its company's lists), schedule
 * and regime: the company must control attendance and have both lists (the spec's warning, 422).
 */
export function assignPerson(
  input: AssignInput,
  facts: AssignmentFacts,
  _state: PersonAttendance,
): PersonAttendanceAssigned[] {
  const { person, config } = facts;
  if (!person) throw new DomainError('attendance.personNotFound');
  if (!facts.controlAttendance) throw new DomainError('attendance.companyNotControlled');
  if (!config || !isConfigured(config))
    throw new DomainError('attendance.companyWithoutConfiguration');
  const issues: FieldIssue[] = [];
  if (!config.payrollGroups.some((g) => g.code === input.payrollGroupCode))
    issues.push({ path: 'payrollGroupCode', message: 'attendance:payrollGroupUnknown' });
  if (
    input.specialConditionCode !== null &&
    !config.specialConditions.some((c) => c.code === input.specialConditionCode)
  )
    issues.push({ path: 'specialConditionCode', message: 'attendance:specialConditionUnknown' });
  if (!facts.schedule?.active)
    issues.push({ path: 'scheduleCode', message: 'attendance:scheduleUnknown' });
  if (input.regimeId !== null && !facts.regime)
    issues.push({ path: 'regimeId', message: 'attendance:regimeUnknown' });
  if (issues.length > 0) throw new ValidationError(issues);
  return [
    {
      type: 'attendance.PersonAssigned',
      data: {
        personId: input.personId,
        clientId: input.clientId,
        companyId: person.companyId,
        assignmentId: facts.assignmentId,
        payrollGroupCode: input.payrollGroupCode,
        specialConditionCode: input.specialConditionCode,
        scheduleCode: input.scheduleCode,
        regimeId: input.regimeId,
        regime: input.regimeId === null ? null : (facts.regime ?? null),
        startDate: input.startDate,
        endDate: input.endDate,
      },
    },
  ];
}

/** The Monday of a date's ISO week (weeks run Monday to Sunday). */
export function isoWeekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

export interface JustificationFacts {
  person: PersonFacts;
  type: JustificationType | undefined;
  /** the site's today */
  today: string;
  justificationId: string;
}
type ApplyInput = ApplyJustificationBody & { clientId: string };

/**
 * Applies a justification type to a person's day. The type must exist and be active; its rules:
 * an observation when it requires one, no future date unless it applies in future, at most its
 * maximum hours (a whole day, hours null, counts as 24), and at most maxTimes applications per ISO
 * week (W) or per day (D) for the person and type: decided on the person's stream, so two
 * concurrent applications cannot both pass the limit.
 */
export function applyJustification(
  input: ApplyInput,
  facts: JustificationFacts,
  state: PersonAttendance,
): JustificationApplied[] {
  const { person, type } = facts;
  if (!person) throw new DomainError('attendance.personNotFound');
  if (!type)
    throw new ValidationError([
      { path: 'justificationCode', message: 'attendance:justificationUnknown' },
    ]);
  if (!type.active) throw new DomainError('attendance.justificationInactive');
  const issues: FieldIssue[] = [];
  if (type.requiresObservation && input.observation.trim() === '')
    issues.push({ path: 'observation', message: 'attendance:observationRequired' });
  if (!type.applyInFuture && input.date > facts.today)
    issues.push({ path: 'date', message: 'attendance:futureDate' });
  if ((input.hours ?? 24) > type.maxHours)
    issues.push({ path: 'hours', message: `attendance:hoursAboveMax:${type.maxHours}` });
  if (issues.length > 0) throw new ValidationError(issues);
  const samePeriod =
    type.timesPeriod === 'D'
      ? (d: string) => d === input.date
      : (d: string) => isoWeekStart(d) === isoWeekStart(input.date);
  const taken = Object.values(state.justifications).filter(
    (j) =>
      !j.withdrawn &&
      j.clientId === input.clientId &&
      j.justificationCode === type.code &&
      samePeriod(j.date),
  ).length;
  if (taken >= type.maxTimes)
    throw new DomainError(
      type.timesPeriod === 'D'
        ? 'attendance.justificationLimitDay'
        : 'attendance.justificationLimitWeek',
      { maxTimes: type.maxTimes },
    );
  return [
    {
      type: 'attendance.JustificationApplied',
      data: {
        personId: input.personId,
        clientId: input.clientId,
        companyId: person.companyId,
        justificationId: facts.justificationId,
        date: input.date,
        justificationCode: type.code,
        paid: type.paid,
        hours: input.hours,
        observation: input.observation,
      },
    },
  ];
}

/** Withdraws an applied justification of the caller's client (once). */
export function withdrawJustification(
  input: { personId: string; clientId: string; justificationId: string },
  state: PersonAttendance,
): JustificationWithdrawn[] {
  const applied = state.justifications[input.justificationId];
  if (!applied || applied.withdrawn || applied.clientId !== input.clientId)
    throw new DomainError('attendance.justificationNotFound');
  return [
    {
      type: 'attendance.JustificationWithdrawn',
      data: {
        personId: applied.personId,
        clientId: applied.clientId,
        companyId: applied.companyId,
        justificationId: applied.justificationId,
        date: applied.date,
      },
    },
  ];
}
