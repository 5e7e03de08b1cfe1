import type { ChangeKind, ChangeMessage, EventMetadata, StoredEvent } from '@faena/contracts';
import type { Doc } from '@faena/core';
import type { Projection, ProjectionContext } from '@faena/projections';

/** An event for a projection spec: a domain event plus any stored fields the test cares about. */
export interface GivenEvent {
  type: string;
  data: unknown;
  version?: number;
  id?: string;
  stream?: string;
  revision?: number;
  /** global position; defaults to the previous event's position + 1 (the first is 1) */
  position?: number;
  metadata?: Partial<EventMetadata>;
}

export type Documents = Record<string, Record<string, Doc>>;

interface Outcome {
  documents: Documents;
  notices: ChangeMessage[];
}

const BASE_TIME = Date.parse('2026-03-02T12:00:00.000Z');

/** Fills the stored fields of given events (positions ascending, metadata with fixed defaults). */
export function toStoredEvents(events: readonly GivenEvent[]): StoredEvent[] {
  let last = 0;
  return events.map((e, i) => {
    const position = e.position ?? last + 1;
    last = position;
    const metadata: EventMetadata = {
      eventId: e.id ?? `event-${position}`,
      commandId: `command-${position}`,
      correlationId: `command-${position}`,
      causationId: `command-${position}`,
      userId: 'TESTER',
      profileId: null,
      clientId: null,
      divisionId: null,
      occurredAt: new Date(BASE_TIME + position * 1000).toISOString(),
      ...e.metadata,
    };
    return {
      id: metadata.eventId,
      stream: e.stream ?? 'test-stream',
      revision: e.revision ?? i,
      position,
      type: e.type,
      version: e.version ?? 1,
      data: e.data,
      metadata,
    };
  });
}

const jsonClone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * An in-memory ProjectionContext over the projection's own collections: what a projection reads
 * comes back deep-frozen (so an in-place mutation fails the test) and what it writes is kept as
 * JSON (what a store would keep). A test harness, not a store.
 */
class MemoryContext implements ProjectionContext {
  position = 0;
  readonly documents: Documents = {};
  readonly notices: ChangeMessage[] = [];

  constructor(collections: readonly string[]) {
    for (const c of collections) this.documents[c] = {};
  }

  get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    const doc = this.own(collection)[id];
    return Promise.resolve(doc ? (deepFreeze(jsonClone(doc)) as T) : null);
  }
  put(collection: string, id: string, doc: Doc): void {
    this.own(collection)[id] = jsonClone(doc);
  }
  remove(collection: string, id: string): void {
    Reflect.deleteProperty(this.own(collection), id);
  }
  notify(room: string, kind: ChangeKind, payload: unknown): void {
    this.notices.push({ room, kind, position: this.position, payload: jsonClone(payload) });
  }

  private own(collection: string): Record<string, Doc> {
    const docs = this.documents[collection];
    if (!docs) throw new Error(`projection touched collection "${collection}" it does not own`);
    return docs;
  }
}

async function run(projection: Projection, events: readonly StoredEvent[]): Promise<Outcome> {
  const ctx = new MemoryContext(projection.collections.map((c) => c.name));
  const handles = new Set(projection.handles);
  for (const event of events) {
    if (!handles.has(event.type)) continue;
    ctx.position = event.position;
    await projection.apply(event, ctx);
  }
  return { documents: ctx.documents, notices: ctx.notices };
}

/** The assertions after `given`; each returns the chain again, and the chain can be awaited. */
export interface ProjectionThen extends PromiseLike<void> {
  thenDocument(collection: string, id: string, expected: unknown): ProjectionThen;
  thenNoDocument(collection: string, id: string): ProjectionThen;
  /** the notices of every applied event, in order (compared with toEqual: matchers allowed) */
  thenNotices(expected: unknown): ProjectionThen;
  /** the documents of every collection: { collection: { id: doc } } */
  thenDocuments(expected: unknown): ProjectionThen;
  /** applying the same events again from scratch gives byte-identical documents and notices */
  thenSameOnReplay(): ProjectionThen;
  outcome(): Promise<Outcome>;
}

function chain(
  projection: Projection,
  events: StoredEvent[],
  done: Promise<Outcome>,
): ProjectionThen {
  const next = (check: (o: Outcome) => void | Promise<void>) =>
    chain(
      projection,
      events,
      done.then(async (o) => (await check(o), o)),
    );
  return {
    thenDocument: (collection, id, expected) =>
      next((o) => expect(o.documents[collection]?.[id]).toEqual(expected)),
    thenNoDocument: (collection, id) =>
      next((o) => expect(o.documents[collection]?.[id]).toBeUndefined()),
    thenNotices: (expected) => next((o) => expect(o.notices).toEqual(expected)),
    thenDocuments: (expected) => next((o) => expect(o.documents).toEqual(expected)),
    thenSameOnReplay: () =>
      next(async (o) => {
        const again = await run(projection, events);
        expect(JSON.stringify(again.documents)).toBe(JSON.stringify(o.documents));
        expect(JSON.stringify(again.notices)).toBe(JSON.stringify(o.notices));
      }),
    outcome: () => done,
    then: (onFulfilled, onRejected) => done.then(() => undefined).then(onFulfilled, onRejected),
  };
}

/**
 * Given/then for projections:
 *   projectionSpec(zonesProjection).given([zoneRegistered(), markGranted()])
 *     .thenDocument('zones_v1', 'Z1', expect.objectContaining({ occupancy: 1 }))
 *     .thenNotices([expect.objectContaining({ room: 'zone:C1' })])
 */
export function projectionSpec(projection: Projection) {
  return {
    given(events: readonly GivenEvent[]): ProjectionThen {
      const stored = toStoredEvents(events);
      return chain(projection, stored, run(projection, stored));
    },
  };
}
