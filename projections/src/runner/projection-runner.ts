import { PositionWaiters } from './position-waiters';
import { ProjectionControl } from './projection-control';
import { ProjectionLane } from './projection-lane';
import {
  laneDepsOf,
  type ProjectionProgress,
  type ProjectionRunnerOptions,
} from './projection-runner.options';
import {
  begin,
  beginCatchUp,
  ensureMemberCollections,
  isIdle,
  markFailed,
  reachLive,
  membersOf,
  progressOf,
  rebuildError,
  statusOf,
} from './runner-members';
import {
  describeError,
  silentLog,
  type LaneDeps,
  type Member,
  type ProjectionStatus,
  type RunnerLog,
} from './runner-types';

export {
  IDLE_CHECKPOINT_EVERY,
  type ProjectionProgress,
  type ProjectionRunnerOptions,
} from './projection-runner.options';

/**
 * Runs projections over the event log, each with its own checkpoint committed atomically with its
 * documents. Projections that start together share one reader (a lane); a rebuilt projection gets
 * its own lane and catches up from 0 while the others stay live. Notices are published after the
 * commit, and only for events past the head seen when the catch-up began.
 */
export class ProjectionRunner extends ProjectionControl {
  private readonly members: Map<string, Member>;
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
    this.members = membersOf(options.projections);
    this.deps = laneDepsOf(options, {
      log: this.log,
      onHead: (position) => {
        if (position > this.head) this.head = position;
      },
      onCommitted: (member) => this.committed(member),
      onFailed: (member, err) => this.failed(member, err),
    });
  }

  /** Ensures the collections, reads the checkpoints and starts following the log (does not wait for catch-up). */
  start(): Promise<void> {
    return this.serial(async () => {
      const idle = [...this.members.values()].filter(isIdle);
      if (idle.length === 0) return;
      for (const m of idle) {
        m.checkpoint = await this.options.readStore.getCheckpoint(m.projection.name);
        await ensureMemberCollections(this.options.readStore, m);
      }
      const head = await this.refreshHead();
      for (const m of idle) beginCatchUp(m, head, this.log);
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
      for (const m of targets) await this.reset(m);
      const at = await this.refreshHead();
      for (const m of targets) begin(m, at, 'rebuilding');
      this.launch(targets, at);
      this.options.onProgress?.();
      this.log.log(
        `projections: rebuilding ${targets.map((m) => m.projection.name).join(', ')} up to ${at}`,
      );
      return at;
    });
    await this.waiters.wait(head, targets, null).catch(() => {
      throw rebuildError(targets);
    });
  }

  /** Drops a projection's documents and checkpoint, to fill it again from 0. */
  private async reset(m: Member): Promise<void> {
    await this.options.readStore.reset(
      m.projection.name,
      m.projection.collections.map((c) => c.name),
    );
    m.checkpoint = 0;
    await ensureMemberCollections(this.options.readStore, m);
    m.error = null;
  }

  /** Resolves when the projections (all, or those named) have committed `position`. */
  waitFor(position: number, timeoutMs: number, names?: readonly string[]): Promise<void> {
    const members = names ? names.map((n) => this.member(n)) : [...this.members.values()];
    return this.waiters.wait(position, members, timeoutMs);
  }

  status(): ProjectionStatus[] {
    return [...this.members.values()].map((m) => statusOf(m, this.head));
  }

  /** Every projection's checkpoint, state and whether its indexes exist. */
  progress(): ProjectionProgress[] {
    return [...this.members.values()].map(progressOf);
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
    reachLive(member, this.log);
    this.waiters.check();
    this.options.onProgress?.();
  }

  private failed(member: Member, err: unknown): void {
    markFailed(member, err, this.log);
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
