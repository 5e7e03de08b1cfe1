import { STREAMS, type ClientParameters, type ClientParametersEvent } from '@faena/contracts';
import type { StreamReader, StreamSpec } from '../platform/commands/command-runner';
import {
  evolveClientParameters,
  initialClientParameters,
  type ClientParameterRecord,
} from './domain/client-parameters.decider';

/** How system.client-parameters-<clientId> folds (a module constant: it keys the state cache). */
export const clientParametersSpec: StreamSpec<ClientParameterRecord, ClientParametersEvent> = {
  initial: initialClientParameters,
  evolve: evolveClientParameters,
};

/** The client's parameters for a rule of another context (the defaults while never saved). */
export async function loadClientParameters(
  reader: StreamReader,
  clientId: string,
): Promise<ClientParameters> {
  const record = await reader.load(STREAMS.clientParameters(clientId), clientParametersSpec);
  return record.parameters;
}
