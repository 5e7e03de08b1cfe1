import {
  DomainError,
  type AttendanceEvent,
  type JustificationType,
  type JustificationTypeSaved,
  type SaveJustificationTypeBody,
} from '@faena/contracts';

/** A client's justification types by code (attendance.justification-types-<clientId>). */
export type JustificationTypes = Readonly<Record<string, JustificationType>>;
export const initialJustificationTypes = (): JustificationTypes => ({});
export const evolveJustificationTypes = (
  state: JustificationTypes,
  e: AttendanceEvent,
): JustificationTypes =>
  e.type === 'attendance.JustificationTypeSaved' ? { ...state, [e.data.code]: e.data } : state;

type Input = SaveJustificationTypeBody & { clientId: string };

/** in the event schema's key order, so an unchanged snapshot compares equal to the stored one */
const snapshot = (t: Input): JustificationType => ({
  clientId: t.clientId,
  code: t.code,
  description: t.description,
  origin: t.origin,
  paid: t.paid,
  applyInFuture: t.applyInFuture,
  timesPeriod: t.timesPeriod,
  maxTimes: t.maxTimes,
  maxHours: t.maxHours,
  requiresObservation: t.requiresObservation,
  referenceCode: t.referenceCode,
  active: t.active,
});

export function defineJustificationType(
  input: Input,
  state: JustificationTypes,
): JustificationTypeSaved[] {
  if (state[input.code]) throw new DomainError('attendance.justificationTypeCodeTaken');
  return [{ type: 'attendance.JustificationTypeSaved', data: snapshot(input) }];
}

export function updateJustificationType(
  input: Input,
  state: JustificationTypes,
): JustificationTypeSaved[] {
  const current = state[input.code];
  if (!current) throw new DomainError('attendance.justificationTypeNotFound');
  const next = snapshot(input);
  return JSON.stringify(next) === JSON.stringify(current)
    ? []
    : [{ type: 'attendance.JustificationTypeSaved', data: next }];
}
