import { STREAMS, type IdentificationTypeAssigned } from '@faena/contracts';
import type { StreamReader, StreamSpec } from '../../platform/commands/command-runner';
import {
  evolvePersonIdentification,
  initialPersonIdentification,
  type PersonIdentification,
} from '../domain/identification-type.decider';

/** How identification.person-<personId> folds (one stable spec: the state cache keys on it). */
export const personIdentificationSpec: StreamSpec<
  PersonIdentification,
  IdentificationTypeAssigned
> = {
  initial: initialPersonIdentification,
  evolve: evolvePersonIdentification,
};

/**
 * The identification context's answer for another context (the door): the person's identification
 * type, '' when none is configured ('La persona no tiene configurado un Tipo de Identificación.').
 */
export async function identificationTypeOf(
  reader: StreamReader,
  personId: string,
): Promise<string> {
  return (await reader.load(STREAMS.personIdentification(personId), personIdentificationSpec))
    .identificationType;
}
