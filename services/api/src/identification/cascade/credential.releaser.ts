import { Injectable, type OnModuleInit } from '@nestjs/common';
import { STREAMS, type CredentialDoc } from '@faena/contracts';
import { ReadStore } from '@faena/core';
import {
  CascadeReleasers,
  type CascadeCause,
  type CascadeReleaser,
  type CascadeWrite,
  type Holding,
} from '../../platform/cascade/cascade-releasers';
import type { StreamReader } from '../../platform/commands/stream-reader';
import { inactivateCredential } from '../domain/credentials.decider';
import { CREDENTIALS_COLLECTION } from '../identification.read-models';
import { workerCredentialsSpec } from '../identification.streams';

/** The inactivation reason a demobilization's cascade records (the seeded reasons' Cese, kind I). */
export const CESSATION_REASON = 'CESE';

/**
 * The identification part of a demobilization's cascade: the worker's active credential at the
 * client that runs past the cessation date is inactivated with the reason Cese (the worker's
 * credentials stream decides: a credential already inactive is answered nothing).
 */
@Injectable()
export class CredentialReleaser implements CascadeReleaser, OnModuleInit {
  readonly kind = 'credential';

  constructor(
    private readonly releasers: CascadeReleasers,
    private readonly readStore: ReadStore,
  ) {}

  onModuleInit(): void {
    this.releasers.register(this);
  }

  async holdings(cause: CascadeCause): Promise<Holding[]> {
    const credentials = await this.readStore.find<CredentialDoc & Record<string, unknown>>(
      CREDENTIALS_COLLECTION,
      { clientId: cause.clientId, personId: cause.personId },
    );
    return credentials
      .filter((c) => c.active && c.endDate > cause.cessationDate)
      .map((c) => ({
        kind: this.kind,
        ref: c.credentialId,
        // the dates are the holding's own (from, to): the label names the badge
        label: [c.credentialType, c.referenceCode1].filter(Boolean).join(' · '),
        from: c.startDate > cause.cessationDate ? c.startDate : cause.cessationDate,
        to: c.endDate,
      }));
  }

  async release(
    reader: StreamReader,
    cause: CascadeCause,
    holding: Holding,
  ): Promise<CascadeWrite[]> {
    const stream = STREAMS.credentials(cause.personId, cause.clientId);
    const state = await reader.load(stream, workerCredentialsSpec);
    if (!state[holding.ref]?.active) return [];
    const input = {
      credentialId: holding.ref,
      personId: cause.personId,
      clientId: cause.clientId,
      reason: CESSATION_REASON,
      reasonFacts: { kind: 'I' as const },
      today: cause.cessationDate,
    };
    return [{ stream, events: inactivateCredential(input, state) }];
  }
}
