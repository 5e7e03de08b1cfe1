import {
  DomainError,
  ValidationError,
  type AssignPersonAttendanceBody,
  type AttendanceEvent,
  type AttendanceSchedule,
  type FieldIssue,
  type JustificationApplied,
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
  const { person, config } = assignable(facts);
  const issues = assignmentIssues(input, facts, config);
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

/** A known person whose company controls attendance and has both lists configured. */
function assignable(facts: AssignmentFacts) {
  const { person, config } = facts;
  if (!person) throw new DomainError('attendance.personNotFound');
  if (!facts.controlAttendance) throw new DomainError('attendance.companyNotControlled');
  if (!config || !isConfigured(config))
    throw new DomainError('attendance.companyWithoutConfiguration');
  return { person, config };
}

/** The company's payroll group and special condition, an active schedule, a known regime. */
function assignmentIssues(
  input: AssignInput,
  facts: AssignmentFacts,
  config: NonNullable<CompanyAttendance>,
): FieldIssue[] {
  const condition = input.specialConditionCode;
  return [
    ...(config.payrollGroups.some((g) => g.code === input.payrollGroupCode)
      ? []
      : [{ path: 'payrollGroupCode', message: 'attendance:payrollGroupUnknown' }]),
    ...(condition === null || config.specialConditions.some((c) => c.code === condition)
      ? []
      : [{ path: 'specialConditionCode', message: 'attendance:specialConditionUnknown' }]),
    ...(facts.schedule?.active
      ? []
      : [{ path: 'scheduleCode', message: 'attendance:scheduleUnknown' }]),
    ...(input.regimeId !== null && !facts.regime
      ? [{ path: 'regimeId', message: 'attendance:regimeUnknown' }]
      : []),
  ];
}
