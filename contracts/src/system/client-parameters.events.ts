import { eventDefinition, type RegisteredEvent } from '../shared/event-registry';
import { ClientParametersSchema } from './client-parameters.schemas';

/** The system context's events: a client's parameters, saved whole each time. */
export const SYSTEM_EVENTS = {
  /** stream system.client-parameters-<clientId>; data: the parameters */
  'system.ClientParametersSaved': eventDefinition(ClientParametersSchema),
};
export type ClientParametersSaved = RegisteredEvent<
  typeof SYSTEM_EVENTS,
  'system.ClientParametersSaved'
>;
export type ClientParametersEvent = ClientParametersSaved;
