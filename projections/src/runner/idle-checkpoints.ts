import type { ReadStore } from '@faena/core';
import { describeError, type Member, type RunnerLog } from './runner-types';

/**
 * Which checkpoints a lane may keep in memory only. A projection with nothing to apply in a batch
 * moves its checkpoint without a read-store transaction while it is less than `every` positions
 * past the checkpoint it last committed; its next real commit (or the lane's stop) persists it.
 * Safe after a crash: between the persisted and the in-memory checkpoint lie only events the
 * projection does not handle, so reading them again changes nothing (no gap, no duplicate).
 */
export class IdleCheckpoints {
  private readonly persisted = new Map<Member, number>();

  /** 0 persists every checkpoint (no deferral). */
  constructor(private readonly every: number) {}

  track(member: Member): void {
    this.persisted.set(member, member.checkpoint);
  }

  mayDefer(member: Member, position: number): boolean {
    return this.every > 0 && position - (this.persisted.get(member) ?? 0) < this.every;
  }

  committed(member: Member, position: number): void {
    this.persisted.set(member, position);
  }

  /** Members whose in-memory checkpoint is past the committed one. */
  deferred(members: readonly Member[]): Member[] {
    return members.filter((m) => m.checkpoint > (this.persisted.get(m) ?? 0));
  }

  /** On a lane's stop: commits the checkpoints kept in memory, so a restart does not read those events again. */
  async persist(members: readonly Member[], readStore: ReadStore, log: RunnerLog): Promise<void> {
    for (const member of this.deferred(members)) {
      const checkpoint = { projection: member.projection.name, position: member.checkpoint };
      try {
        await readStore.commit([], checkpoint);
        this.committed(member, checkpoint.position);
      } catch (err) {
        // harmless: a restart reads from the committed checkpoint and finds nothing to apply
        log.error(
          `projection ${member.projection.name}: saving checkpoint ${checkpoint.position} on stop failed: ${describeError(err).message}`,
        );
      }
    }
  }
}
