import type { EventStore, NoticeBus, ReadStore } from '@faena/core';
import { PositionWaiters } from './position-waiters';
import { ProjectionControl } from './projection-control';
import type { Projection } from './projection';
import { ProjectionLane, type LaneDeps } from './projection-lane';
import {
  describeError,
  silentLog,
  type Member,
  type ProjectionStatus,
  type RunnerLog,
} from './runner-types';

/** A sensible idleCheckpointEvery: at most this many events are read again after a crash. */
export const IDLE_CHECKPOINT_EVERY = 10_000;

export interface ProjectionRunnerOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  bus: NoticeBus;
  projections: readonly Projection[];
  /** events read and applied per batch (catch-up reads and live chunks) */
  batchSize: number;
  /**
   * Live batches where a projection has nothing to apply: 0 (default) commits its checkpoint
   * anyway (one read-store transaction per projection and batch); n > 0 keeps the checkpoint in
   * memory and persists it with the projection's next real commit or every n positions. Use n > 0
   * only when every read-your-writes wait asks this runner (ROLE all): a process that polls the
   * read store's checkpoints (ROLE api) would wait for idle projections.
   */
  idleCheckpointEvery?: number;
  log?: RunnerLog;
  /** called after every commit, failure and state change (the projector thread reports them to the API) */
  onProgress?: () => void;
}

/** One projection's progress, as the projector thread reports it. */
export interface ProjectionProgress {
  name: string;
  checkpoint: number;
  state: ProjectionStatus['state'];
  error: string | null;
  /** its collections have their indexes (false while filling from empty) */
  indexed: boolean;
}

/**
 * Runs projections over the event log, each with its own checkpoint committed atomically with its
 * documents. Projections that start together share one reader (a lane); a rebuilt projection gets
 * its own lane and catches up from 0 while the others stay live. Notices are published after the
 * commit, and only for events past the head seen when the catch-up began.
 */
export class ProjectionRunner extends ProjectionControl {
  private readonly members = new Map<string, Member>();
  private readonly lanes = new Set<ProjectionLane>();
  private readonly waiters = new PositionWaiters();
  private readonly deps: LaneDeps;
  private readonly log: RunnerLog;
  private head = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: ProjectionRunnerOptions) {
    super();
    if (!Number.isInteger(options.batchSize) || options.batchSize < 1)
      throw new Error('batchSize must be a positive integer');
    this.log = options.log ?? silentLog;
    for (const projection of options.projections) {
      if (this.members.has(projection.name))
        throw new Error(`duplicate projection ${projection.name}`);
      this.members.set(projection.name, {
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
    this.deps = {
      eventStore: options.eventStore,
      readStore: options.readStore,
      bus: options.bus,
      batchSize: options.batchSize,
      idleCheckpointEvery: options.idleCheckpointEvery ?? 0,
      log: this.log,
      onHead: (position) => {
        if (position > this.head) this.head = position;
      },
      onCommitted: (member) => this.committed(member),
      onFailed: (member, err) => this.failed(member, err),
    };
  }

  /** Ensures the collections, reads the checkpoints and starts following the log (does not wait for catch-up). */
  start(): Promise<void> {
    return this.serial(async () => {
      const idle = [...this.members.values()].filter(
        (m) => m.lane === null && m.state !== 'failed',
      );
      if (idle.length === 0) return;
      for (const m of idle) {
        m.checkpoint = await this.options.readStore.getCheckpoint(m.projection.name);
        await this.ensureCollections(m);
      }
      const head = await this.refreshHead();
      for (const m of idle) {
        if (m.checkpoint > head)
          this.log.error(
            `projection ${m.projection.name} is at ${m.checkpoint}, past the log's head ${head}: was the event store replaced? rebuild it`,
          );
        this.begin(m, head, 'catching-up');
      }
      this.launch(idle, head);
      this.options.onProgress?.();
      this.log.log(
        `projections: following the log from ${Math.min(...idle.map((m) => m.checkpoint))} (head ${head})`,
      );
    });
  }

  /**
   * Drops the read models of one projection (or all) and rebuilds them from position 0 while
   * the others keep running. Resolves when the rebuild has caught up with the head seen at its start.
   */
  async rebuild(name?: string): Promise<void> {
    const targets = name === undefined ? [...this.members.values()] : [this.member(name)];
    const head = await this.serial(async () => {
      for (const m of targets) if (m.lane) await m.lane.remove(m);
      this.prune();
      for (const m of targets) {
        await this.options.readStore.reset(
          m.projection.name,
          m.projection.collections.map((c) => c.name),
        );
        m.checkpoint = 0;
        await this.ensureCollections(m);
        m.error = null;
      }
      const at = await this.refreshHead();
      for (const m of targets) this.begin(m, at, 'rebuilding');
      this.launch(targets, at);
      this.options.onProgress?.();
      this.log.log(
        `projections: rebuilding ${targets.map((m) => m.projection.name).join(', ')} up to ${at}`,
      );
      return at;
    });
    await this.waiters.wait(head, targets, null).catch(() => {
      const broken = targets.find((m) => m.state === 'failed');
      if (!broken) throw new Error('rebuild interrupted: the runner stopped');
      throw new Error(
        `rebuild of ${broken.projection.name} failed: ${broken.error ?? 'unknown error'}`,
      );
    });
  }

  /** Resolves when the projections (all, or those named) have committed `position`. */
  waitFor(position: number, timeoutMs: number, names?: readonly string[]): Promise<void> {
    const members = names ? names.map((n) => this.member(n)) : [...this.members.values()];
    return this.waiters.wait(position, members, timeoutMs);
  }

  status(): ProjectionStatus[] {
    return [...this.members.values()].map((m) => ({
      name: m.projection.name,
      checkpoint: m.checkpoint,
      head: Math.max(this.head, m.checkpoint),
      lag: Math.max(0, this.head - m.checkpoint),
      state: m.state,
      ...(m.error ? { error: m.error } : {}),
    }));
  }

  /** Every projection's checkpoint, state and whether its indexes exist. */
  progress(): ProjectionProgress[] {
    return [...this.members.values()].map((m) => ({
      name: m.projection.name,
      checkpoint: m.checkpoint,
      state: m.state,
      error: m.error,
      indexed: !m.indexesPending,
    }));
  }

  /** The head of the log as last seen (no read). */
  get lastHead(): number {
    return this.head;
  }

  /** Reads the head of the log (for status and metrics when the log is quiet or a projection is stuck). */
  async refreshHead(): Promise<number> {
    const head = await this.options.eventStore.headPosition();
    if (head > this.head) this.head = head;
    return this.head;
  }

  /** Stops every lane after its current batch; pending waitFor calls are rejected. */
  stop(): Promise<void> {
    return this.serial(async () => {
      const lanes = [...this.lanes];
      this.lanes.clear();
      await Promise.all(lanes.map((lane) => lane.stop()));
      for (const m of this.members.values()) {
        m.lane = null;
        if (m.state !== 'failed') m.state = 'stopped';
      }
      this.waiters.rejectAll();
      this.options.onProgress?.();
    });
  }

  /** From checkpoint 0 the collections are empty: their indexes wait until the fill is done (the lane builds them). */
  private async ensureCollections(member: Member): Promise<void> {
    member.indexesPending = member.checkpoint === 0;
    for (const spec of member.projection.collections)
      await this.options.readStore.ensureCollection(spec, { deferIndexes: member.indexesPending });
  }

  private begin(member: Member, head: number, state: 'catching-up' | 'rebuilding'): void {
    member.target = head;
    member.state = member.checkpoint >= head && !member.indexesPending ? 'live' : state;
  }

  private launch(members: Member[], head: number): void {
    const lane = new ProjectionLane(this.deps, members, head);
    this.lanes.add(lane);
    lane
      .start()
      .catch((err: unknown) =>
        this.log.error('projections: lane stopped', describeError(err).trace),
      );
  }

  private committed(member: Member): void {
    if (member.state !== 'live' && member.checkpoint >= member.target && !member.indexesPending) {
      member.state = 'live';
      this.log.log(`projection ${member.projection.name} is live at ${member.checkpoint}`);
    }
    this.waiters.check();
    this.options.onProgress?.();
  }

  private failed(member: Member, err: unknown): void {
    const { message, trace } = describeError(err);
    member.state = 'failed';
    member.error = message;
    this.log.error(
      `projection ${member.projection.name} failed after position ${member.checkpoint}: ${message}`,
      trace,
    );
    this.waiters.check();
    this.options.onProgress?.();
  }

  private prune(): void {
    for (const lane of this.lanes) if (lane.finished) this.lanes.delete(lane);
  }

  private member(name: string): Member {
    const m = this.members.get(name);
    if (!m) throw new Error(`unknown projection ${name}`);
    return m;
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
