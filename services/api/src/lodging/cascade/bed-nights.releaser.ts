import { Injectable, type OnModuleInit } from '@nestjs/common';
import { addDays, STREAMS } from '@faena/contracts';
import { EventStore, ReadStore } from '@faena/core';
import {
  CascadeReleasers,
  type CascadeCause,
  type CascadeReleaser,
  type CascadeWrite,
  type Holding,
} from '../../platform/cascade/cascade-releasers';
import { StreamReader } from '../../platform/commands/stream-reader';
import { releaseBedNights } from '../domain/bed.decider';
import { releasePersonNights } from '../domain/person-nights.decider';
import {
  BEDS_COLLECTION,
  HOTELS_COLLECTION,
  type BedDoc,
  type HotelDoc,
} from '../lodging.read-models';
import { bedSpec, personNightsSpec } from '../lodging.streams';

/** The first night given back: the night after the cessation date. */
const firstNight = (cause: CascadeCause) => addDays(cause.cessationDate, 1);

/**
 * The lodging part of a demobilization's cascade: every stay of the worker, in the client's camps,
 * with nights after the cessation date gives those nights back (the bed and the person's nights,
 * one atomic append). The stays come from the person's nights stream, the labels from the board.
 */
@Injectable()
export class BedNightsReleaser implements CascadeReleaser, OnModuleInit {
  readonly kind = 'bed';

  constructor(
    private readonly releasers: CascadeReleasers,
    private readonly store: EventStore,
    private readonly readStore: ReadStore,
  ) {}

  onModuleInit(): void {
    this.releasers.register(this);
  }

  async holdings(cause: CascadeCause): Promise<Holding[]> {
    const from = firstNight(cause);
    const reader = new StreamReader(this.store);
    const nights = await reader.load(STREAMS.personNights(cause.personId), personNightsSpec);
    const held: Holding[] = [];
    for (const stay of nights.stays.filter((s) => s.checkOut > from)) {
      const bed = await this.readStore.get<BedDoc>(BEDS_COLLECTION, stay.bedId);
      const camp = bed && (await this.readStore.get<HotelDoc>(HOTELS_COLLECTION, bed.hotelId));
      if (!bed || !camp || camp.clientId !== cause.clientId) continue;
      held.push({
        kind: this.kind,
        ref: stay.assignmentId,
        label: `${camp.name} · ${bed.roomName} · ${bed.bedName}`,
        from: stay.checkIn > from ? stay.checkIn : from,
        to: addDays(stay.checkOut, -1),
      });
    }
    return held;
  }

  async release(
    reader: StreamReader,
    cause: CascadeCause,
    holding: Holding,
  ): Promise<CascadeWrite[]> {
    const from = firstNight(cause);
    const personStream = STREAMS.personNights(cause.personId);
    const nights = await reader.load(personStream, personNightsSpec);
    const stay = nights.stays.find((s) => s.assignmentId === holding.ref);
    if (!stay) return [];
    const bedStream = STREAMS.bed(stay.bedId);
    const bed = await reader.load(bedStream, bedSpec);
    const input = { assignmentId: stay.assignmentId, from };
    return [
      {
        stream: bedStream,
        events: releaseBedNights(
          { ...input, bedId: stay.bedId, demobilizationId: cause.demobilizationId },
          bed,
        ),
      },
      {
        stream: personStream,
        events: releasePersonNights({ ...input, personId: cause.personId }, nights),
      },
    ];
  }
}
