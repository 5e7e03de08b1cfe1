import { Injectable, Logger } from '@nestjs/common';
import { STREAMS, type ReleasedHolding } from '@faena/contracts';
import { deterministicUuid, EventStore } from '@faena/core';
import {
  CascadeReleasers,
  type CascadeCause,
  type CascadeReleaser,
  type Holding,
} from '../../platform/cascade/cascade-releasers';
import { CommandRunner, StreamReader } from '../../platform/commands/command-runner';
import { ReadWaiter } from '../../platform/storage/read-waiter';
import { cascadeSpec, demobilizationSpec } from '../accreditation.streams';
import { completeCascade, recordHolding } from '../domain/demobilization-cascade.decider';

/** The read models the releasers list holdings from. */
const READ_MODELS = ['beds.v1', 'hotels.v1', 'trips.v2'];

/** Every step of a cascade is a command whose id follows from the demobilization and the step. */
const commandIdOf = (demobilizationId: string, step: string) =>
  deterministicUuid('accreditation.demobilization-cascade', `${demobilizationId}:${step}`);

/**
 * The cascade of an approved demobilization (issue 19): everything the worker holds after the
 * cessation date is given back by each context's releaser (CascadeReleasers), one command per
 * holding that writes the release and its record on accreditation.demobilization-cascade-<id> in
 * one append, then one closing command. Run by the approve call and by CascadeReactor on the
 * event flow; both are idempotent by command id, so a replay or a restart never releases twice.
 */
@Injectable()
export class DemobilizationCascade {
  private readonly logger = new Logger('DemobilizationCascade');

  constructor(
    private readonly runner: CommandRunner,
    private readonly releasers: CascadeReleasers,
    private readonly store: EventStore,
    private readonly waiter: ReadWaiter,
  ) {}

  /** Runs the cascade to its end (nothing when not approved); answers what it released. */
  async run(demobilizationId: string): Promise<ReleasedHolding[]> {
    const reader = new StreamReader(this.store);
    const d = await reader.load(STREAMS.demobilization(demobilizationId), demobilizationSpec);
    if (d.status !== 'A') return [];
    const stream = STREAMS.demobilizationCascade(demobilizationId);
    const before = await reader.load(stream, cascadeSpec);
    if (before.done) return [...before.released];
    await this.waiter.waitFor(await this.store.headPosition(), READ_MODELS);
    const { personId, clientId, cessationDate, divisionId } = d;
    const cause = { demobilizationId, personId, clientId, cessationDate };
    const user = { sub: 'SYSTEM', pid: '', cid: clientId, did: divisionId };
    for (const releaser of this.releasers.all()) {
      for (const holding of await releaser.holdings(cause))
        await this.releaseOne(user, releaser, { cause, holding });
    }
    const complete = { demobilizationId, personId };
    const ctx = { commandId: commandIdOf(demobilizationId, 'completed'), user, payload: complete };
    await this.runner.run(ctx, async (r) => ({
      id: demobilizationId,
      writes: [{ stream, events: completeCascade(complete, await r.load(stream, cascadeSpec)) }],
    }));
    return [...(await new StreamReader(this.store).load(stream, cascadeSpec)).released];
  }

  /**
   * For a call that just approved: the cascade's list, or null when it could not run to its end now
   * (the approval stands; CascadeReactor finishes the cascade and the demobilization's row shows it).
   */
  async runAfterApproval(demobilizationId: string): Promise<ReleasedHolding[] | null> {
    try {
      return await this.run(demobilizationId);
    } catch (err) {
      this.logger.warn(`the cascade of ${demobilizationId} is left to the reactor: ${String(err)}`);
      return null;
    }
  }

  private async releaseOne(
    user: { sub: string; pid: string; cid: string; did: string },
    releaser: CascadeReleaser,
    { cause, holding }: { cause: CascadeCause; holding: Holding },
  ): Promise<void> {
    const { demobilizationId, personId } = cause;
    const payload = { demobilizationId, kind: holding.kind, ref: holding.ref };
    const commandId = commandIdOf(demobilizationId, `${holding.kind}:${holding.ref}`);
    const stream = STREAMS.demobilizationCascade(demobilizationId);
    await this.runner.run({ commandId, user, payload }, async (reader) => {
      const writes = await releaser.release(reader, cause, holding);
      const released = holding.alreadyReleased || writes.some((w) => w.events.length > 0);
      const state = await reader.load(stream, cascadeSpec);
      const { kind, ref, label, from, to } = holding;
      const record = released
        ? recordHolding(
            { demobilizationId, personId, holding: { kind, ref, label, from, to } },
            state,
          )
        : [];
      return { id: demobilizationId, writes: [...writes, { stream, events: record }] };
    });
  }
}
