import {
  STREAMS,
  type RequestRequirement,
  type RequirementDocumentEvent,
  type RequirementTypeEvent,
} from '@faena/contracts';
import type { StreamReader, StreamSpec } from '../../platform/commands/command-runner';
import {
  evolveSubjectFacts,
  evolveTypeFacts,
  initialSubjectFacts,
  initialTypeFacts,
  type SubjectFacts,
  type TypeFacts,
} from '../../requirements/facts/compliance';
import { personFactsSpec } from '../domain/master-data';
import { requestRequirements } from '../domain/request-requirements';

const typeFactsSpec: StreamSpec<TypeFacts, RequirementTypeEvent> = {
  initial: initialTypeFacts,
  evolve: evolveTypeFacts,
};
const subjectFactsSpec: StreamSpec<SubjectFacts, RequirementDocumentEvent> = {
  initial: initialSubjectFacts,
  evolve: evolveSubjectFacts,
};

export interface RequirementsAsked {
  personId: string;
  clientId: string;
  contractId: string;
  /** the site's date the documents are judged on */
  today: string;
}

/**
 * The requirements of a person on a contract, as they stand today, folded as the door mark folds
 * them: requirements.types, the person's documents for the client and the person's position.
 */
export async function requirementsFor(
  reader: StreamReader,
  asked: RequirementsAsked,
): Promise<RequestRequirement[]> {
  const { personId, clientId, contractId, today } = asked;
  const person = await reader.load(STREAMS.person(personId), personFactsSpec);
  const types = await reader.load(STREAMS.requirementTypes(), typeFactsSpec);
  if (Object.keys(types.types).length === 0) return [];
  const documents = await reader.load(
    STREAMS.requirementDocuments('P', personId, clientId),
    subjectFactsSpec,
  );
  const position = person?.position ?? '';
  return requestRequirements({ types, documents }, { clientId, contractId, position }, today);
}
