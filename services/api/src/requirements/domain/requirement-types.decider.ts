import {
  DomainError,
  type RequirementApplicability,
  type RequirementTypeEvent,
  type SaveRequirementTypeBody,
} from '@faena/contracts';

type TypeData = RequirementTypeEvent['data'];

/** The requirement types of requirements.types, by code (one stream: a code is unique there). */
export interface RequirementTypes {
  types: Readonly<Record<string, TypeData>>;
}

export const initialRequirementTypes = (): RequirementTypes => ({ types: {} });

export const evolveRequirementTypes = (
  state: RequirementTypes,
  e: RequirementTypeEvent,
): RequirementTypes => ({ types: { ...state.types, [e.data.code]: e.data } });

export type TypeFields = Omit<SaveRequirementTypeBody, 'commandId'>;

/** Defines a type, or updates it when its code exists; the same values again change nothing. */
export function saveRequirementType(
  input: { fields: TypeFields; userId: string },
  state: RequirementTypes,
): RequirementTypeEvent[] {
  const data: TypeData = { ...input.fields, changedBy: input.userId };
  const before = state.types[data.code];
  if (!before) return [{ type: 'requirements.RequirementTypeDefined', data }];
  return update(before, data);
}

/** Activates or deactivates a type: an inactive type is required of nobody. */
export const setRequirementTypeActive = (
  input: { code: string; active: boolean; userId: string },
  state: RequirementTypes,
): RequirementTypeEvent[] =>
  update(existing(state, input.code), {
    ...existing(state, input.code),
    active: input.active,
    changedBy: input.userId,
  });

/** Sets where the type applies: clients, contracts, position types, zones. */
export const setRequirementTypeApplicability = (
  input: { code: string; applicability: RequirementApplicability; userId: string },
  state: RequirementTypes,
): RequirementTypeEvent[] =>
  update(existing(state, input.code), {
    ...existing(state, input.code),
    applicability: input.applicability,
    changedBy: input.userId,
  });

function existing(state: RequirementTypes, code: string): TypeData {
  const found = state.types[code];
  if (!found) throw new DomainError('requirements.typeNotFound');
  return found;
}

function update(before: TypeData, data: TypeData): RequirementTypeEvent[] {
  const same =
    JSON.stringify({ ...before, changedBy: '' }) === JSON.stringify({ ...data, changedBy: '' });
  return same ? [] : [{ type: 'requirements.RequirementTypeUpdated', data }];
}
