import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PositionWaiters } from '../runner/position-waiters';
import { ProjectionControl } from '../runner/projection-control';
import { silentLog, type ProjectionStatus, type RunnerLog } from '../runner/runner-types';
import type { FromProjector, ProjectorThreadData, ToProjector } from './thread-messages';
import {
  applyProgress,
  failMirror,
  logFromThread,
  mirrorOf,
  mirrorStatus,
  republish,
  type Mirror,
  type Settle,
  type ThreadedProjectionsOptions,
} from './threaded-projections.mirror';

export type { ThreadedProjectionsOptions } from './threaded-projections.mirror';

const ENTRY = path.join(__dirname, 'projector-thread.js');
const STOP_TIMEOUT_MS = 30_000;

/**
 * The projections on a worker thread of this process (ADR 0007). The thread opens its own
 * connections to the SQLite files, follows the log and writes the read models; this side keeps a
 * mirror of every projection's checkpoint from the thread's progress messages, answers
 * read-your-writes waits from it, republishes the thread's change notices on this thread's bus,
 * and wakes the thread after every durable commit. If the thread dies, every projection reads
 * as failed (health: degraded) and waits are refused, as with a failed in-process runner.
 */
export class ThreadedProjections extends ProjectionControl {
  /** false when the compiled thread entry is missing (the tests run the TypeScript sources) */
  static available(): boolean {
    return fs.existsSync(ENTRY);
  }

  private worker: Worker | null = null;
  private readonly mirror: Map<string, Mirror>;
  private readonly waiters = new PositionWaiters();
  private readonly replies = new Map<number, Settle>();
  private readonly log: RunnerLog;
  private head = 0;
  private nextId = 1;
  private unlisten: (() => void) | null = null;
  private exited: Promise<void> = Promise.resolve();

  constructor(private readonly options: ThreadedProjectionsOptions) {
    super();
    this.log = options.log ?? silentLog;
    this.mirror = mirrorOf(options.names);
  }

  start(): Promise<void> {
    if (this.worker) return Promise.resolve();
    const data: ProjectorThreadData = {
      config: this.options.config,
      batchSize: this.options.batchSize,
      idleCheckpointEvery: this.options.idleCheckpointEvery,
    };
    const worker = new Worker(ENTRY, { workerData: data, name: 'projections' });
    this.worker = worker;
    this.exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    return new Promise<void>((resolve, reject) => this.watch(worker, { resolve, reject }));
  }

  /** Follows the thread: its start settles start(), then its messages, errors and exit. */
  private watch(worker: Worker, settle: Settle): void {
    let started = false;
    worker.on('message', (message: FromProjector) => {
      if (message.t === 'started') {
        started = true;
        this.started(worker, settle);
      } else if (message.t === 'failed' && !started) {
        settle.reject(new Error(`the projector thread did not start: ${message.error}`));
      } else this.receive(message);
    });
    worker.on('error', (err) => {
      if (!started) settle.reject(err);
      this.lost(`the projector thread crashed: ${err.message}`, err.stack);
    });
    worker.on('exit', (code) => {
      if (this.worker === worker) {
        if (!started) settle.reject(new Error(`the projector thread exited with code ${code}`));
        this.lost(`the projector thread exited with code ${code}`);
      }
    });
  }

  /** The thread started: wake it after every durable commit (or refuse to start without that). */
  private started(worker: Worker, { resolve, reject }: Settle): void {
    try {
      this.unlisten = this.options.eventStore.onDurable(() => this.send({ t: 'wake' }));
    } catch (err) {
      // no wake-ups means a thread that never follows the log: refuse to start
      this.worker = null;
      void worker.terminate();
      reject(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    // commits made while the thread opened its connections
    this.send({ t: 'wake' });
    this.log.log('projections: running on their own worker thread');
    resolve();
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.unlisten?.();
    this.unlisten = null;
    this.worker = null;
    worker.postMessage({ t: 'stop' } satisfies ToProjector);
    const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
    await this.exited;
    clearTimeout(timer);
    for (const m of this.mirror.values()) if (m.state !== 'failed') m.state = 'stopped';
    this.waiters.rejectAll();
    this.rejectReplies('the projector thread stopped');
  }

  async rebuild(name?: string): Promise<void> {
    if (name !== undefined) this.member(name);
    if (!this.worker) throw new Error('rebuild interrupted: the projections are not running');
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      this.replies.set(id, { resolve, reject });
      this.send({ t: 'rebuild', id, ...(name !== undefined ? { name } : {}) });
    });
  }

  waitFor(position: number, timeoutMs: number, names?: readonly string[]): Promise<void> {
    const members = names ? names.map((n) => this.member(n)) : [...this.mirror.values()];
    return this.waiters.wait(position, members, timeoutMs);
  }

  status(): ProjectionStatus[] {
    return mirrorStatus(this.mirror, this.head);
  }

  async refreshHead(): Promise<number> {
    const head = await this.options.eventStore.headPosition();
    if (head > this.head) this.head = head;
    return this.head;
  }

  private receive(message: FromProjector): void {
    if (message.t === 'progress') {
      if (message.head > this.head) this.head = message.head;
      applyProgress(this.mirror, message.projections);
      this.waiters.check();
    } else if (message.t === 'notices') republish(this.options.bus, this.log, message.notices);
    else if (message.t === 'log') logFromThread(this.log, message);
    else if (message.t === 'reply') this.reply(message);
    else if (message.t === 'failed') this.lost(`the projector thread failed: ${message.error}`);
  }

  /** Settles the rebuild the thread answers. */
  private reply(message: { id: number; error?: string }): void {
    const reply = this.replies.get(message.id);
    this.replies.delete(message.id);
    if (message.error === undefined) reply?.resolve();
    else reply?.reject(new Error(message.error));
  }

  /** The thread is gone: every projection is failed until the process restarts. */
  private lost(reason: string, trace?: string): void {
    if (!this.worker) return;
    this.worker = null;
    this.unlisten?.();
    this.unlisten = null;
    this.log.error(reason, trace);
    failMirror(this.mirror, reason);
    this.waiters.check();
    this.rejectReplies(reason);
  }

  private rejectReplies(reason: string): void {
    for (const reply of this.replies.values()) reply.reject(new Error(reason));
    this.replies.clear();
  }

  private send(message: ToProjector): void {
    this.worker?.postMessage(message);
  }

  private member(name: string): Mirror {
    const m = this.mirror.get(name);
    if (!m) throw new Error(`unknown projection ${name}`);
    return m;
  }
}
