import {
  addDays,
  DomainError,
  ValidationError,
  type ApplyJustificationBody,
  type FieldIssue,
  type JustificationApplied,
  type JustificationType,
  type JustificationWithdrawn,
} from '@faena/contracts';
import type { PersonAttendance, PersonFacts } from './person-attendance.decider';

// A person's justifications, decided on the person's attendance stream (attendance.person-<id>,
// folded by person-attendance.decider.ts) so that two applications cannot both pass a limit.

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
  const { person, type } = applicable(facts);
  const issues = justificationIssues(input, type, facts.today);
  if (issues.length > 0) throw new ValidationError(issues);
  if (takenInPeriod(input, type, state) >= type.maxTimes) throw overLimit(type);
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

/** A known person and an existing, active type. */
function applicable(facts: JustificationFacts) {
  const { person, type } = facts;
  if (!person) throw new DomainError('attendance.personNotFound');
  if (!type)
    throw new ValidationError([
      { path: 'justificationCode', message: 'attendance:justificationUnknown' },
    ]);
  if (!type.active) throw new DomainError('attendance.justificationInactive');
  return { person, type };
}

/** The type's rules: an observation when required, no future date unless allowed, its maximum hours. */
function justificationIssues(input: ApplyInput, type: JustificationType, today: string) {
  const issues: FieldIssue[] = [];
  if (type.requiresObservation && input.observation.trim() === '')
    issues.push({ path: 'observation', message: 'attendance:observationRequired' });
  if (!type.applyInFuture && input.date > today)
    issues.push({ path: 'date', message: 'attendance:futureDate' });
  if ((input.hours ?? 24) > type.maxHours)
    issues.push({ path: 'hours', message: `attendance:hoursAboveMax:${type.maxHours}` });
  return issues;
}

const overLimit = (type: JustificationType) =>
  new DomainError(
    type.timesPeriod === 'D'
      ? 'attendance.justificationLimitDay'
      : 'attendance.justificationLimitWeek',
    { maxTimes: type.maxTimes },
  );

/** The type's applications to the person at the client in the date's day (D) or ISO week (W). */
function takenInPeriod(input: ApplyInput, type: JustificationType, state: PersonAttendance) {
  const samePeriod =
    type.timesPeriod === 'D'
      ? (d: string) => d === input.date
      : (d: string) => isoWeekStart(d) === isoWeekStart(input.date);
  return Object.values(state.justifications).filter(
    (j) =>
      !j.withdrawn &&
      j.clientId === input.clientId &&
      j.justificationCode === type.code &&
      samePeriod(j.date),
  ).length;
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
