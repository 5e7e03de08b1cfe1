import {
  DomainError,
  ValidationError,
  type AttendanceEvent,
  type CompanyAttendanceConfigured,
  type FieldIssue,
  type SaveCompanyAttendanceBody,
} from '@faena/contracts';

/** A company's attendance configuration (attendance.company-<companyId>), or none yet. */
export type CompanyAttendance = CompanyAttendanceConfigured['data'] | null;
export const initialCompanyAttendance = (): CompanyAttendance => null;
export const evolveCompanyAttendance = (
  state: CompanyAttendance,
  e: AttendanceEvent,
): CompanyAttendance => (e.type === 'attendance.CompanyConfigured' ? e.data : state);

/** Whether a person of the company can be assigned: payroll groups and special conditions both set. */
export const isConfigured = (c: CompanyAttendance): boolean =>
  !!c && c.payrollGroups.length > 0 && c.specialConditions.length > 0;

/** What the handler read of the company (catalog.company-<id>) as the caller reaches it. */
export interface CompanyFacts {
  /** null: unknown, or tied only to other clients */
  controlAttendance: boolean | null;
}

type Input = SaveCompanyAttendanceBody & { clientId: string };

const repeated = (list: 'payrollGroups' | 'specialConditions', codes: string[]): FieldIssue[] =>
  codes.flatMap((code, i) =>
    codes.indexOf(code) < i
      ? [{ path: `${list}.${i}.code`, message: 'attendance:codeRepeated' }]
      : [],
  );

const codesOf = (items: ReadonlyArray<{ code: string }>) => items.map((i) => i.code);

/**
 * A company's payroll groups and special conditions: only of a company with control attendance
 * (422 otherwise), codes unique within each list; an unchanged configuration records nothing.
 */
export function configureCompany(
  input: Input,
  company: CompanyFacts,
  state: CompanyAttendance,
): CompanyAttendanceConfigured[] {
  if (company.controlAttendance === null) throw new DomainError('attendance.companyNotFound');
  if (!company.controlAttendance) throw new DomainError('attendance.companyNotControlled');
  const issues = [
    ...repeated('payrollGroups', codesOf(input.payrollGroups)),
    ...repeated('specialConditions', codesOf(input.specialConditions)),
  ];
  if (issues.length > 0) throw new ValidationError(issues);
  const next: CompanyAttendanceConfigured['data'] = {
    clientId: input.clientId,
    companyId: input.companyId,
    payrollGroups: input.payrollGroups.map(({ code, description }) => ({ code, description })),
    specialConditions: input.specialConditions.map(({ code, description }) => ({
      code,
      description,
    })),
  };
  return JSON.stringify(next) === JSON.stringify(state)
    ? []
    : [{ type: 'attendance.CompanyConfigured', data: next }];
}
