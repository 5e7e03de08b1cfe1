import {
  CLIENT_PARAMETER_DEFAULTS,
  ClientParametersSchema,
  STREAMS,
  type ClientParameters,
  type DomainEvent,
} from '@faena/contracts';
import type { StreamReader, StreamSpec } from '../platform/commands/command-runner';

/** The last saved parameters over the defaults (an unsaved client has the defaults). */
const clientParametersSpec: StreamSpec<ClientParameters, DomainEvent> = {
  initial: () => ({ ...CLIENT_PARAMETER_DEFAULTS }),
  evolve: (state, event) => {
    if (event.type !== 'system.ClientParametersSaved') return state;
    const parsed = ClientParametersSchema.partial().safeParse(event.data);
    return parsed.success ? { ...state, ...stripUndefined(parsed.data) } : state;
  },
};

const stripUndefined = (p: Partial<ClientParameters>): Partial<ClientParameters> =>
  Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined));

/** A client's parameters, folded from system.client-parameters-<clientId>. */
export function loadClientParameters(
  reader: StreamReader,
  clientId: string,
): Promise<ClientParameters> {
  return reader.load(STREAMS.clientParameters(clientId), clientParametersSpec);
}
