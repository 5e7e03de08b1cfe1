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

export const CommandIdSchema = z.string().min(8, 'common:commandIdInvalid').max(64, 'common:commandIdInvalid').regex(/^[A-Za-z0-9_-]+$/, 'common:commandIdInvalid');
