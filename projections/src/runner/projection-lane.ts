import type { StoredEvent } from '@faena/contracts';
import type { Subscription } from '@faena/core';
import { IdleCheckpoints } from './idle-checkpoints';
import { ensureCollections, interestOf, publishNotices, runBatch, sortOut } from './lane-batch';
import { withRetry } from './retry';
import { describeError, type LaneDeps, type Member } from './runner-types';

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

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
    if (this.active()) this.follow(from);
  }

  /** Follows the log live past the catch-up. */
  private follow(from: number): void {
    const { eventStore, batchSize } = this.deps;
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
      await ensureCollections(this.deps, member.projection);
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
    for (const [member, handled] of this.sortOut(events)) {
      if (member.lane !== this || member.checkpoint >= last.position) continue;
      await this.applyOne(member, handled, last.position);
    }
    if (this.members.length === 0) void this.stop();
  }

  /** Applies a member's events of the batch; a member that fails leaves the lane. */
  private async applyOne(member: Member, handled: StoredEvent[], last: number): Promise<void> {
    try {
      if (handled.length === 0 && this.idle.mayDefer(member, last)) {
        // nothing to apply: no transaction (IdleCheckpoints says why that is safe)
        member.checkpoint = last;
        this.reportCommitted(member);
        return;
      }
      await this.applyMember(member, handled, last);
      // the SQLite adapters answer synchronously: let HTTP, sockets and timers in between commits
      await yieldToEventLoop();
    } catch (err) {
      this.members = this.members.filter((m) => m !== member);
      this.interest = null;
      member.lane = null;
      this.deps.onFailed(member, err);
    }
  }

  /** Each member's events of the batch: the types it handles, past its checkpoint (one pass). */
  private sortOut(events: StoredEvent[]): Map<Member, StoredEvent[]> {
    this.interest ??= interestOf(this.members);
    return sortOut(events, this.members, this.interest);
  }

  private async applyMember(member: Member, todo: StoredEvent[], last: number): Promise<void> {
    const ctx = await runBatch({ ...this.deps, quietUntil: this.quietUntil }, member, {
      todo,
      last,
    });
    member.checkpoint = last;
    this.idle.committed(member, last);
    this.reportCommitted(member);
    if (ctx.notices.length > 0) await publishNotices(this.deps, member.projection.name, ctx);
  }

  private reportCommitted(member: Member): void {
    if (!member.indexesPending) this.deps.onCommitted(member);
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
