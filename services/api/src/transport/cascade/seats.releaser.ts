import { Injectable, type OnModuleInit } from '@nestjs/common';
import { STREAMS } from '@faena/contracts';
import { ReadStore } from '@faena/core';
import {
  CascadeReleasers,
  type CascadeCause,
  type CascadeReleaser,
  type CascadeWrite,
  type Holding,
} from '../../platform/cascade/cascade-releasers';
import type { StreamReader } from '../../platform/commands/stream-reader';
import { passengerOn, releaseSeat } from '../domain/trip.decider';
import { releaseWorkerDay } from '../domain/worker-day.decider';
import { TRIPS_COLLECTION, type TripDoc } from '../transport.read-models';
import { tripSpec, workerDaySpec } from '../transport.streams';

/** A seat's ref: the trip and the seat number. */
const refOf = (tripId: string, seat: number) => `${tripId}#${seat}`;
const parseRef = (ref: string) => {
  const at = ref.lastIndexOf('#');
  return { tripId: ref.slice(0, at), seat: Number(ref.slice(at + 1)) };
};

/**
 * The transport part of a demobilization's cascade: every seat the worker holds on a trip of the
 * client after the cessation date is freed with the worker's date, as a coordinator would (the
 * trip's decider releases only a seat the worker still holds).
 */
@Injectable()
export class SeatsReleaser implements CascadeReleaser, OnModuleInit {
  readonly kind = 'seat';

  constructor(
    private readonly releasers: CascadeReleasers,
    private readonly readStore: ReadStore,
  ) {}

  onModuleInit(): void {
    this.releasers.register(this);
  }

  async holdings(cause: CascadeCause): Promise<Holding[]> {
    const trips = await this.readStore.find<TripDoc>(TRIPS_COLLECTION, {
      clientId: cause.clientId,
    });
    return trips
      .filter((t) => t.date > cause.cessationDate)
      .flatMap((t) =>
        t.seats
          .filter((s) => s.personId === cause.personId)
          .map((s) => ({
            kind: this.kind,
            ref: refOf(t.tripId, s.seat),
            label: `${t.route} · ${t.departureTime} · ${s.seat}`,
            from: t.date,
            to: t.date,
          })),
      );
  }

  async release(
    reader: StreamReader,
    cause: CascadeCause,
    holding: Holding,
  ): Promise<CascadeWrite[]> {
    const { tripId, seat } = parseRef(holding.ref);
    const tripStream = STREAMS.trip(tripId);
    const trip = await reader.load(tripStream, tripSpec);
    if (passengerOn(trip, seat) !== cause.personId) return [];
    const actor = { userId: 'SYSTEM', clientId: cause.clientId, companyId: null };
    const input = { actor, coordinator: true, seat, passengerCompanyId: null };
    const [released] = releaseSeat(input, trip);
    const { personId, date } = released.data;
    const dayStream = STREAMS.workerDay(personId, date);
    const day = await reader.load(dayStream, workerDaySpec);
    return [
      { stream: tripStream, events: [released] },
      { stream: dayStream, events: releaseWorkerDay({ personId, date, tripId, seat }, day) },
    ];
  }
}
