import type { StoredEvent } from '@faena/contracts';
import type { EventStore, NoticeBus, ReadStore, Subscription } from '@faena/core';
import { BatchContext } from './batch-context';
import { IdleCheckpoints } from './idle-checkpoints';
import type { DocKey } from './projection';
import { withRetry } from './retry';
import { describeError, type Member, type RunnerLog } from './runner-types';

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface LaneDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  bus: NoticeBus;
  batchSize: number;
  /**
   * 0: every projection commits its checkpoint for every batch. n > 0: a projection with nothing
   * to apply in a batch moves its checkpoint in memory only, and persists it with its next real
   * commit or once it is n positions past the persisted one (see ProjectionRunnerOptions).
   */
  idleCheckpointEvery: number;
  log: RunnerLog;
  /** a batch arrived whose last event is at this position */
  onHead(position: number): void;
  /** a member committed a batch (its checkpoint moved) */
  onCommitted(member: Member): void;
  /** a member failed; the lane has already dropped it */
  onFailed(member: Member, err: unknown): void;
}

/**
 * One reader of the log feeding a set of projections: catch-up with readAll batches from the
 * lowest checkpoint, then live with subscribeAll. Each batch is applied and committed per
 * projection (documents and checkpoint in one commit); notices go to the bus after the commit.
 */
export class ProjectionLane {
  private members: Member[];
  /** event type → the members that handle it (rebuilt when the members change) */
  private interest: Map<string, Member[]> | null = null;
  private stopped = false;
  private busy: Promise<void> = Promise.resolve();
  private subscription: Subscription | null = null;
  private running: Promise<void> = Promise.resolve();
  private readonly idle: IdleCheckpoints;

  constructor(
    private readonly deps: LaneDeps,
    members: Member[],
    /** notices of events at or below this position are not published */
    private readonly quietUntil: number,
  ) {
    this.members = [...members];
    this.idle = new IdleCheckpoints(deps.idleCheckpointEvery);
    for (const m of this.members) {
      m.lane = this;
      this.idle.track(m);
    }
  }

  /** Starts reading; the promise resolves when the catch-up reads are done and the lane follows live. */
  start(): Promise<void> {
    this.running = this.catchUp();
    return this.running;
  }

  /** Takes a projection out of the lane; resolves once no batch of the lane is applying it. */
  async remove(member: Member): Promise<void> {
    this.members = this.members.filter((m) => m !== member);
    this.interest = null;
    if (member.lane === this) member.lane = null;
    await this.busy;
    if (this.members.length === 0) await this.stop();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.close();
    await this.running;
    await this.busy;
    await this.idle.persist(
      this.members.filter((m) => m.lane === this),
      this.deps.readStore,
      this.deps.log,
    );
    for (const m of this.members) if (m.lane === this) m.lane = null;
  }

  get finished(): boolean {
    return this.stopped;
  }

  private active(): boolean {
    return !this.stopped && this.members.length > 0;
  }

  private async catchUp(): Promise<void> {
    let from = Math.min(...this.members.map((m) => m.checkpoint));
    const { eventStore, batchSize } = this.deps;
    try {
      while (this.active()) {
        const after = from;
        const events = await withRetry(`reading the log after ${after}`, this.deps.log, () =>
          eventStore.readAll(after, batchSize),
        );
        const last = events[events.length - 1];
        if (!last) break;
        // the last catch-up batch commits into indexed collections (one pass over the filled ones)
        if (events.length < batchSize) await this.buildDeferredIndexes();
        await this.process(events);
        from = last.position;
        if (events.length < batchSize) break;
      }
      if (this.active()) await this.buildDeferredIndexes();
    } catch (err) {
      this.failAll(err);
      return;
    }
    if (!this.active()) return;
    this.subscription = eventStore.subscribeAll(from, (events) => this.onLive(events), {
      batchSize,
      onError: (err) => {
        const { message, trace } = describeError(err);
        this.deps.log.error(`projections: reading the log failed, retrying: ${message}`, trace);
      },
    });
  }

  /** Builds the indexes deferred for members filled from empty, then reports their commits. */
  private async buildDeferredIndexes(): Promise<void> {
    await this.busy;
    for (const member of this.members.filter((m) => m.indexesPending && m.lane === this)) {
      const { projection } = member;
      await withRetry(
        `projection ${projection.name}: building its indexes`,
        this.deps.log,
        async () => {
          for (const spec of projection.collections)
            await this.deps.readStore.ensureCollection(spec);
        },
      );
      member.indexesPending = false;
      this.deps.onCommitted(member);
    }
  }

  private async onLive(events: StoredEvent[]): Promise<void> {
    const size = this.deps.batchSize;
    for (let i = 0; i < events.length && this.active(); i += size) {
      await this.process(events.length <= size ? events : events.slice(i, i + size));
    }
  }

  private process(events: StoredEvent[]): Promise<void> {
    const run = this.busy.then(() => this.applyAll(events));
    this.busy = run;
    return run;
  }

  private async applyAll(events: StoredEvent[]): Promise<void> {
    const last = events[events.length - 1];
    if (!last || this.stopped) return;
    this.deps.onHead(last.position);
    const todo = this.sortOut(events);
    for (const [member, handled] of todo) {
      if (member.lane !== this || member.checkpoint >= last.position) continue;
      try {
        if (handled.length === 0 && this.idle.mayDefer(member, last.position)) {
          // nothing to apply: no transaction (IdleCheckpoints says why that is safe)
          member.checkpoint = last.position;
          this.reportCommitted(member);
          continue;
        }
        await this.applyMember(member, handled, last.position);
        // the SQLite adapters answer synchronously: let HTTP, sockets and timers in between commits
        await yieldToEventLoop();
      } catch (err) {
        this.members = this.members.filter((m) => m !== member);
        this.interest = null;
        member.lane = null;
        this.deps.onFailed(member, err);
      }
    }
    if (this.members.length === 0) void this.stop();
  }

  /** Each member's events of the batch: the types it handles, past its checkpoint (one pass). */
  private sortOut(events: StoredEvent[]): Map<Member, StoredEvent[]> {
    const todo = new Map<Member, StoredEvent[]>(this.members.map((m) => [m, []]));
    if (!this.interest) {
      this.interest = new Map();
      for (const m of this.members) {
        for (const type of m.handles)
          this.interest.set(type, [...(this.interest.get(type) ?? []), m]);
      }
    }
    for (const e of events) {
      const members = this.interest.get(e.type);
      if (!members) continue;
      for (const m of members) if (e.position > m.checkpoint) todo.get(m)?.push(e);
    }
    return todo;
  }

  private async applyMember(member: Member, todo: StoredEvent[], last: number): Promise<void> {
    const { projection } = member;
    const ctx = new BatchContext(this.deps.readStore, member.owned, this.quietUntil);
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
    await withRetry(`projection ${projection.name}: commit up to ${last}`, this.deps.log, () =>
      this.deps.readStore.commit(ops, checkpoint),
    );
    member.checkpoint = last;
    this.idle.committed(member, last);
    this.reportCommitted(member);
    if (ctx.notices.length > 0) await this.publish(projection.name, ctx);
  }

  private reportCommitted(member: Member): void {
    if (!member.indexesPending) this.deps.onCommitted(member);
  }

  private async publish(name: string, ctx: BatchContext): Promise<void> {
    try {
      await this.deps.bus.publish(ctx.notices);
    } catch (err) {
      // documents are committed; a lost notice is recovered by the client's refetch on rejoin
      const { message, trace } = describeError(err);
      this.deps.log.error(
        `projection ${name}: publishing ${ctx.notices.length} notices failed: ${message}`,
        trace,
      );
    }
  }

  private failAll(err: unknown): void {
    const members = this.members;
    this.members = [];
    this.interest = null;
    for (const m of members) {
      m.lane = null;
      this.deps.onFailed(m, err);
    }
    this.stopped = true;
  }
}
