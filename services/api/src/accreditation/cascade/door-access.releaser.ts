import { Injectable, type OnModuleInit } from '@nestjs/common';
import { addDays, STREAMS, type PersonAccreditationEnded } from '@faena/contracts';
import { EventStore } from '@faena/core';
import {
  CascadeReleasers,
  type CascadeCause,
  type CascadeReleaser,
  type CascadeWrite,
  type Holding,
} from '../../platform/cascade/cascade-releasers';

/**
 * Door access: the approval itself ended the worker's accreditation at the cessation date (same
 * append as the decision), so the door mark denies after it. The cascade records it in the list.
 */
@Injectable()
export class DoorAccessReleaser implements CascadeReleaser, OnModuleInit {
  readonly kind = 'door';

  constructor(
    private readonly releasers: CascadeReleasers,
    private readonly store: EventStore,
  ) {}

  onModuleInit(): void {
    this.releasers.register(this);
  }

  async holdings(cause: CascadeCause): Promise<Holding[]> {
    const events = await this.store.readStream(
      STREAMS.personAccreditation(cause.personId, cause.clientId),
    );
    const ended = events
      .filter((e) => e.type === 'accreditation.PersonAccreditationEnded')
      .map((e) => e.data as PersonAccreditationEnded['data'])
      .find((d) => d.demobilizationId === cause.demobilizationId);
    if (!ended) return [];
    const from = addDays(ended.endDate, 1);
    return [
      { kind: this.kind, ref: ended.requestId, label: '', from, to: null, alreadyReleased: true },
    ];
  }

  release(): Promise<CascadeWrite[]> {
    return Promise.resolve([]);
  }
}
