import type { z } from 'zod';
import type { DomainEvent, StoredEvent } from './events';

/** An older version of an event: its schema, and the step that turns its data into the next version's. */
export interface OlderVersion {
  readonly schema: z.ZodType;
  readonly up: (data: unknown) => unknown;
}

/** Declares an older version; `up` receives the data as that version's schema parses it. */
export const olderVersion = <S extends z.ZodType>(
  schema: S,
  up: (data: z.infer<S>) => unknown,
): OlderVersion => ({
  schema,
  up: (data) => up(schema.parse(data)),
});

/** One event type: the schema of its current version, that version, and its older versions by number. */
export interface EventDefinition<S extends z.ZodType = z.ZodType> {
  readonly schema: S;
  readonly version: number;
  readonly older: Readonly<Record<number, OlderVersion>>;
}

export const eventDefinition = <S extends z.ZodType>(
  schema: S,
  version = 1,
  older: Record<number, OlderVersion> = {},
): EventDefinition<S> => ({
  schema,
  version,
  older,
});

/** A context's registry: event type name → its definition. */
export type EventRegistry = Readonly<Record<string, EventDefinition>>;

/** The event of one type of a registry, as deciders produce it (data inferred from the schema). */
export type RegisteredEvent<R extends EventRegistry, K extends keyof R & string> = DomainEvent<
  K,
  z.infer<R[K]['schema']>
>;
/** The union of a registry's events (or of some of its types). */
export type EventsOf<R extends EventRegistry, K extends keyof R & string = keyof R & string> = {
  [T in K]: RegisteredEvent<R, T>;
}[K];

/** Thrown when a decided event does not match its schema: a bug, answered 500 and logged; nothing is stored. */
export class EventPayloadError extends Error {
  constructor(
    readonly type: string,
    readonly issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  ) {
    super(
      `event ${type} does not match its schema: ${issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
    );
    this.name = 'EventPayloadError';
  }
}

/**
 * The registries of every context together: checks a new event against its current schema (and
 * answers that version), and upcasts a stored event of an older version to the current one.
 * Types no registry lists pass unchanged (store markers such as command.CommandHandled).
 */
export class EventCatalog {
  private readonly definitions: ReadonlyMap<string, EventDefinition>;

  constructor(registries: ReadonlyArray<EventRegistry>) {
    const all = new Map<string, EventDefinition>();
    for (const registry of registries) {
      for (const [type, definition] of Object.entries(registry)) {
        if (all.has(type)) throw new Error(`event type ${type} is registered twice`);
        all.set(type, definition);
      }
    }
    this.definitions = all;
  }

  has(type: string): boolean {
    return this.definitions.has(type);
  }

  /** The version to store a new event with; throws EventPayloadError when its data does not match. */
  check(event: DomainEvent): number {
    const definition = this.definitions.get(event.type);
    if (!definition) return event.version ?? 1;
    const parsed = definition.schema.safeParse(event.data);
    if (!parsed.success) throw new EventPayloadError(event.type, parsed.error.issues);
    return definition.version;
  }

  /** The stored event at its type's current version (the same object when it already is). */
  upcast<E extends StoredEvent>(event: E): E {
    const definition = this.definitions.get(event.type);
    if (!definition || event.version >= definition.version) return event;
    let data = event.data;
    for (let version = event.version; version < definition.version; version += 1) {
      const step = definition.older[version];
      if (!step)
        throw new Error(`event ${event.type} v${version} has no upcaster to v${version + 1}`);
      data = step.up(data);
    }
    return { ...event, version: definition.version, data };
  }
}
