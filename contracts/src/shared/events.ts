import { z } from 'zod';

/** Global position in the event log: monotonic, 0 before the first event. */
export type Position = number;

export const EventMetadataSchema = z.object({
  eventId: z.string(),
  commandId: z.string(),
  correlationId: z.string(),
  causationId: z.string(),
  userId: z.string(),
  profileId: z.string().nullable(),
  clientId: z.string().nullable(),
  divisionId: z.string().nullable(),
  occurredAt: z.string(),
});
export type EventMetadata = z.infer<typeof EventMetadataSchema>;

/** A domain event as deciders produce it: type (with context prefix), schema version, payload. */
export interface DomainEvent<T extends string = string, D = unknown> {
  readonly type: T;
  readonly version?: number;
  readonly data: D;
}

/** An event as the store gives it back. */
export interface StoredEvent<D = unknown> {
  id: string;
  stream: string;
  revision: number;
  position: Position;
  type: string;
  version: number;
  data: D;
  metadata: EventMetadata;
}

/** A stored event of one type of a union (distributes, so a switch on `type` narrows `data`). */
export type StoredOf<E extends DomainEvent> = E extends DomainEvent
  ? Omit<StoredEvent, 'type' | 'data'> & { type: E['type']; data: E['data'] }
  : never;

/** What an `evolve` folds: a decided event, or a stored one with its metadata (upcast to the current version). */
export type Folded<E extends DomainEvent> = E & { readonly metadata?: Partial<EventMetadata> };

/**
 * The `default` of an `evolve` switch over its event union: compiles only when every type of the
 * union is handled (adding an event type fails to compile there). At run time an event the union
 * does not list leaves the state as it is.
 */
export const exhaustive = <S>(_event: never, state: S): S => state;

/** What every command answers: the stream revision and global position of its last event. */
export const CommandResultSchema = z.object({
  id: z.string(),
  revision: z.number().int(),
  position: z.number().int(),
});
export type CommandResult = z.infer<typeof CommandResultSchema>;

/** The `{ result }` envelope of every answer. */
export interface Envelope<T> {
  result: T;
}

export const CommandIdSchema = z
  .string()
  .min(8, 'common:commandIdInvalid')
  .max(64, 'common:commandIdInvalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'common:commandIdInvalid');
