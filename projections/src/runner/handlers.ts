import type { DomainEvent, StoredEvent } from '@faena/contracts';
import type { DocKey, Projection, ProjectionContext } from './projection';

/** A stored event whose data has the payload type of one domain event. */
export type StoredOf<E extends DomainEvent> = StoredEvent<E['data']> & { type: E['type'] };

type ByType<E extends DomainEvent, K extends E['type']> = StoredOf<Extract<E, { type: K }>>;

/** One handler per event type: the map's keys are the projection's `handles`. */
export type HandlerMap<E extends DomainEvent> = {
  [K in E['type']]: (event: ByType<E, K>, ctx: ProjectionContext) => void | Promise<void>;
};

/** The documents each event type reads (optional per type), announced for the batch prefetch. */
export type PrefetchMap<E extends DomainEvent> = {
  [K in E['type']]?: (event: ByType<E, K>) => readonly DocKey[];
};

type AnyHandler = (event: StoredEvent, ctx: ProjectionContext) => void | Promise<void>;
type AnyPrefetch = (event: StoredEvent) => readonly DocKey[];

/**
 * Builds `handles`, `apply` and `prefetch` of a projection from typed per-event-type maps, so a
 * projection file reads as "on this event, do that" with each payload typed from contracts.
 */
export function handlersOf<E extends DomainEvent>(
  handlers: HandlerMap<E>,
  prefetch: PrefetchMap<E> = {},
): Pick<Projection, 'handles' | 'apply' | 'prefetch'> {
  const table = handlers as unknown as Record<string, AnyHandler | undefined>;
  const reads = prefetch as unknown as Record<string, AnyPrefetch | undefined>;
  const none: readonly DocKey[] = [];
  return {
    handles: Object.keys(handlers),
    apply: async (event, ctx) => {
      const handler = table[event.type];
      if (handler) await handler(event, ctx);
    },
    prefetch: (event) => reads[event.type]?.(event) ?? none,
  };
}
