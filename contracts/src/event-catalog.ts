import { EventCatalog } from './shared/event-registry';
import { TRANSPORT_EVENTS } from './transport/transport.events';

/** Every context's event registry: the one place the store's read path upcasts and the command runner checks. */
export const EVENT_CATALOG = new EventCatalog([TRANSPORT_EVENTS]);
