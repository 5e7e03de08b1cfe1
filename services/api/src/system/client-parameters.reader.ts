import {
  CLIENT_PARAMETER_DEFAULTS,
  ClientParametersSchema,
  STREAMS,
  type ClientParameters,
} from '@faena/contracts';
import type { StreamReader, StreamSpec } from '../platform/commands/command-runner';

/** The last saved parameters over the defaults (an unsaved client has the defaults). */
const clientParametersSpec: StreamSpec<ClientParameters> = {
  initial: () => ({ ...CLIENT_PARAMETER_DEFAULTS }),
  evolve: (state, event) => {
    if (event.type !== 'system.ClientParametersSaved') return state;
    const parsed = ClientParametersSchema.partial().safeParse(event.data);
    return parsed.success ? { ...state, ...parsed.data } : state;
  },
};

/** A client's parameters, folded from system.client-parameters-<clientId>. */
export function loadClientParameters(
  reader: StreamReader,
  clientId: string,
): Promise<ClientParameters> {
  return reader.load(STREAMS.clientParameters(clientId), clientParametersSpec);
}
