import { STREAMS, type RequestRequirement } from '@faena/contracts';
import type { StreamReader } from '../../platform/commands/command-runner';
import { documentsSpec, requirementTypesSpec } from '../../requirements/compliance.reader';
import { requestRequirements } from '../domain/request-requirements';

/**
 * A vehicle's requirements on a contract as they stand today: the requirements context's types for
 * vehicles (entity V) that the client or the contract require, against the vehicle's documents for
 * the client (requirements.documents-V-<vehicleId>-<clientId>).
 */
export async function vehicleRequirementsFor(
  reader: StreamReader,
  asked: { vehicleId: string; clientId: string; contractId: string; today: string },
): Promise<RequestRequirement[]> {
  const { vehicleId, clientId, contractId, today } = asked;
  const types = await reader.load(STREAMS.requirementTypes(), requirementTypesSpec);
  const documents = await reader.load(
    STREAMS.requirementDocuments('V', vehicleId, clientId),
    documentsSpec,
  );
  return requestRequirements(
    { types, documents },
    { clientId, contractId, position: '', entity: 'V' },
    today,
  );
}
