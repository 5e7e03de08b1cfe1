import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@faena/contracts';
import type { StreamReader } from '../commands/stream-reader';

/** Whose holdings a demobilization's cascade releases, and from which date on. */
export interface CascadeCause {
  demobilizationId: string;
  personId: string;
  clientId: string;
  /** the cessation date: what the worker holds on a later date is released */
  cessationDate: string;
}

/** One thing a worker holds after the cessation date: a stay, a seat, door access, … */
export interface Holding {
  /** the releaser's kind (door, bed, seat; dining, credential when their contexts add theirs) */
  kind: string;
  /** the holding, stable across runs (assignment id, trip and seat, …) */
  ref: string;
  label: string;
  /** the first released date and the last one (null: open-ended) */
  from: string;
  to: string | null;
  /** released by the approval itself (door access): the cascade only records it */
  alreadyReleased?: boolean;
}

export type CascadeWrite = { stream: string; events: DomainEvent[] };

/**
 * A context's part of the cascade. `holdings` lists what the worker holds after the date (it may
 * read read models: a holding already released since is answered nothing by `release`); `release`
 * decides, through the command's reader, the writes that give one holding back, or none when it is
 * no longer held. The cascade runs each release as a command with an id derived from the
 * demobilization and the holding, so a replay or a restart never releases twice.
 */
export interface CascadeReleaser {
  readonly kind: string;
  holdings(cause: CascadeCause): Promise<Holding[]>;
  release(reader: StreamReader, cause: CascadeCause, holding: Holding): Promise<CascadeWrite[]>;
}

/**
 * The releasers of the running app: each context registers its own at module init (lodging: bed
 * nights, transport: seats). A context that comes later (dining groups, credentials) adds its
 * releaser here and the cascade of every later approval includes it.
 */
@Injectable()
export class CascadeReleasers {
  private readonly list: CascadeReleaser[] = [];

  register(releaser: CascadeReleaser): void {
    if (!this.list.some((r) => r.kind === releaser.kind)) this.list.push(releaser);
  }

  all(): readonly CascadeReleaser[] {
    return this.list;
  }
}
