import {
  STREAMS,
  type PersonStreamEvent,
  type RequirementDocumentEvent,
  type RequirementTypeEvent,
} from '@faena/contracts';
import type { StreamReader, StreamSpec } from '../platform/commands/command-runner';
import type { PersonRequirements } from './facts/booking-compliance';
import {
  evolveSubjectFacts,
  evolveTypeFacts,
  initialSubjectFacts,
  initialTypeFacts,
  type SubjectFacts,
  type TypeFacts,
} from './facts/compliance';

/** Stable specs (the command runner caches folded states per spec and stream). */
export const requirementTypesSpec: StreamSpec<TypeFacts, RequirementTypeEvent> = {
  initial: initialTypeFacts,
  evolve: evolveTypeFacts,
};
/** A subject's documents folded to facts (the daily notices read the same fold). */
export const documentsSpec: StreamSpec<SubjectFacts, RequirementDocumentEvent> = {
  initial: initialSubjectFacts,
  evolve: evolveSubjectFacts,
};
const positionSpec: StreamSpec<{ position: string }, PersonStreamEvent> = {
  initial: () => ({ position: '' }),
  evolve: (state, e) =>
    e.type === 'catalog.PersonRegistered' || e.type === 'catalog.PersonUpdated'
      ? { position: e.data.position }
      : state,
};

/**
 * What the compliance rule needs of a person for a client, folded as the door mark folds it: the
 * types (requirements.types), the person's documents for that client and their position.
 */
export async function loadPersonRequirements(
  reader: StreamReader,
  personId: string,
  clientId: string,
): Promise<PersonRequirements> {
  const types = await reader.load(STREAMS.requirementTypes(), requirementTypesSpec);
  const documents = await reader.load(
    STREAMS.requirementDocuments('P', personId, clientId),
    documentsSpec,
  );
  const { position } = await reader.load(STREAMS.person(personId), positionSpec);
  return { types, documents, positionTypeIds: position ? [position] : [] };
}
