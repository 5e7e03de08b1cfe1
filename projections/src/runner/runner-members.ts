import type { ReadStore } from '@faena/core';
import type { Projection } from './projection';
import type { ProjectionProgress } from './projection-runner.options';
import { describeError, type Member, type ProjectionStatus, type RunnerLog } from './runner-types';

/** The runner's members, one per projection, all stopped at checkpoint 0 (names are unique). */
export function membersOf(projections: readonly Projection[]): Map<string, Member> {
  const members = new Map<string, Member>();
  for (const projection of projections) {
    if (members.has(projection.name)) throw new Error(`duplicate projection ${projection.name}`);
    members.set(projection.name, {
      projection,
      handles: new Set(projection.handles),
      owned: new Set(projection.collections.map((c) => c.name)),
      checkpoint: 0,
      state: 'stopped',
      error: null,
      target: 0,
      lane: null,
      indexesPending: false,
    });
  }
  return members;
}

/** A member's status against the head of the log. */
export function statusOf(m: Member, head: number): ProjectionStatus {
  return {
    name: m.projection.name,
    checkpoint: m.checkpoint,
    head: Math.max(head, m.checkpoint),
    lag: Math.max(0, head - m.checkpoint),
    state: m.state,
    ...(m.error ? { error: m.error } : {}),
  };
}

/** A member's progress, as the projector thread reports it. */
export function progressOf(m: Member): ProjectionProgress {
  return {
    name: m.projection.name,
    checkpoint: m.checkpoint,
    state: m.state,
    error: m.error,
    indexed: !m.indexesPending,
  };
}

/** From checkpoint 0 the collections are empty: their indexes wait until the fill is done (the lane builds them). */
export async function ensureMemberCollections(readStore: ReadStore, member: Member): Promise<void> {
  member.indexesPending = member.checkpoint === 0;
  for (const spec of member.projection.collections)
    await readStore.ensureCollection(spec, { deferIndexes: member.indexesPending });
}

/** A member starts a catch-up to `head` (live at once when it is there with its indexes). */
export function begin(member: Member, head: number, state: 'catching-up' | 'rebuilding'): void {
  member.target = head;
  member.state = member.checkpoint >= head && !member.indexesPending ? 'live' : state;
}

/** Why a rebuild did not reach its head: a target failed, or the runner stopped. */
export function rebuildError(targets: readonly Member[]): Error {
  const broken = targets.find((m) => m.state === 'failed');
  if (!broken) return new Error('rebuild interrupted: the runner stopped');
  return new Error(
    `rebuild of ${broken.projection.name} failed: ${broken.error ?? 'unknown error'}`,
  );
}

/** A member no lane runs and that did not fail: start() starts it. */
export const isIdle = (m: Member): boolean => m.lane === null && m.state !== 'failed';

/** A member starts catching up from its checkpoint (one past the head is reported: rebuild it). */
export function beginCatchUp(m: Member, head: number, log: RunnerLog): void {
  if (m.checkpoint > head)
    log.error(
      `projection ${m.projection.name} is at ${m.checkpoint}, past the log's head ${head}: was the event store replaced? rebuild it`,
    );
  begin(m, head, 'catching-up');
}

/** A member failed: its state and error, logged. */
export function markFailed(member: Member, err: unknown, log: RunnerLog): void {
  const { message, trace } = describeError(err);
  member.state = 'failed';
  member.error = message;
  log.error(
    `projection ${member.projection.name} failed after position ${member.checkpoint}: ${message}`,
    trace,
  );
}

/** A member that committed its catch-up target with its indexes is live (logged once). */
export function reachLive(member: Member, log: RunnerLog): void {
  if (member.state !== 'live' && member.checkpoint >= member.target && !member.indexesPending) {
    member.state = 'live';
    log.log(`projection ${member.projection.name} is live at ${member.checkpoint}`);
  }
}
