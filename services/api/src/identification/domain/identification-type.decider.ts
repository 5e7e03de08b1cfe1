import { ValidationError, type IdentificationTypeAssigned } from '@faena/contracts';

/** A person's identification type (identification.person-<personId>): '' when none. */
export type PersonIdentification = { identificationType: string };
export const initialPersonIdentification = (): PersonIdentification => ({
  identificationType: '',
});
export const evolvePersonIdentification = (
  _state: PersonIdentification,
  e: IdentificationTypeAssigned,
): PersonIdentification => ({ identificationType: e.data.identificationType });

export interface AssignTypeInput {
  personId: string;
  clientId: string;
  identificationType: string;
  /** whether the code is an active item of the identification-types catalogue */
  typeExists: boolean;
}

/** Assigns a known identification type; assigning the one the person has records nothing. */
export function assignIdentificationType(
  input: AssignTypeInput,
  state: PersonIdentification,
): IdentificationTypeAssigned[] {
  if (!input.typeExists)
    throw new ValidationError([
      { path: 'identificationType', message: 'identification:typeNotFound' },
    ]);
  if (state.identificationType === input.identificationType) return [];
  const { personId, clientId, identificationType } = input;
  return [
    {
      type: 'identification.IdentificationTypeAssigned',
      data: { personId, clientId, identificationType },
    },
  ];
}
