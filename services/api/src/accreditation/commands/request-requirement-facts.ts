import type { RequestRequirement } from '@faena/contracts';
import type { StreamReader } from '../../platform/commands/command-runner';
import { loadPersonRequirements } from '../../requirements/compliance.reader';
import { requestRequirements } from '../domain/request-requirements';

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
  const { types, documents, positionTypeIds } = await loadPersonRequirements(
    reader,
    personId,
    clientId,
  );
  const position = positionTypeIds[0] ?? '';
  return requestRequirements({ types, documents }, { clientId, contractId, position }, today);
}
