import type { StoredEvent } from '@faena/contracts';
import type { NoticeBus, ReadStore } from '@faena/core';
import { BatchContext } from './batch-context';
import type { DocKey, Projection } from './projection';
import { withRetry } from './retry';
import { describeError, type Member, type RunnerLog } from './runner-types';

/** What a batch of a lane works with. */
interface BatchDeps {
  readStore: ReadStore;
  log: RunnerLog;
  /** notices of events at or below this position are not published */
  quietUntil: number;
}

/** Event type → the members that handle it. */
export function interestOf(members: readonly Member[]): Map<string, Member[]> {
  const interest = new Map<string, Member[]>();
  for (const m of members) {
    for (const type of m.handles) interest.set(type, [...(interest.get(type) ?? []), m]);
  }
  return interest;
}

/** Each member's events of the batch: the types it handles, past its checkpoint (one pass). */
export function sortOut(
  events: readonly StoredEvent[],
  members: readonly Member[],
  interest: ReadonlyMap<string, Member[]>,
): Map<Member, StoredEvent[]> {
  const todo = new Map<Member, StoredEvent[]>(members.map((m) => [m, []]));
  for (const e of events) {
    const interested = interest.get(e.type);
    if (!interested) continue;
    for (const m of interested) if (e.position > m.checkpoint) todo.get(m)?.push(e);
  }
  return todo;
}

/** Builds a projection's collections with their indexes (retried). */
export async function ensureCollections(
  deps: { readStore: ReadStore; log: RunnerLog },
  projection: Projection,
): Promise<void> {
  await withRetry(`projection ${projection.name}: building its indexes`, deps.log, async () => {
    for (const spec of projection.collections) await deps.readStore.ensureCollection(spec);
  });
}

/**
 * Applies a member's events and commits its documents with its checkpoint `last` in one commit;
 * answers the batch's context (its notices go out after the commit).
 */
export async function runBatch(
  deps: BatchDeps,
  member: Member,
  { todo, last }: { todo: readonly StoredEvent[]; last: number },
): Promise<BatchContext> {
  const { projection } = member;
  const ctx = new BatchContext(deps.readStore, member.owned, deps.quietUntil);
  if (projection.prefetch && todo.length > 0) {
    const keys: DocKey[] = [];
    for (const e of todo) for (const key of projection.prefetch(e)) keys.push(key);
    await ctx.prefetch(keys);
  }
  for (const e of todo) {
    ctx.position = e.position;
    await projection.apply(e, ctx);
  }
  const ops = ctx.ops();
  const checkpoint = { projection: projection.name, position: last };
  await withRetry(`projection ${projection.name}: commit up to ${last}`, deps.log, () =>
    deps.readStore.commit(ops, checkpoint),
  );
  return ctx;
}

/** Publishes a committed batch's notices; a failure is logged (the documents are committed). */
export async function publishNotices(
  deps: { bus: NoticeBus; log: RunnerLog },
  name: string,
  ctx: BatchContext,
): Promise<void> {
  try {
    await deps.bus.publish(ctx.notices);
  } catch (err) {
    // documents are committed; a lost notice is recovered by the client's refetch on rejoin
    const { message, trace } = describeError(err);
    deps.log.error(
      `projection ${name}: publishing ${ctx.notices.length} notices failed: ${message}`,
      trace,
    );
  }
}
