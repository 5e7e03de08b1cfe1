import type { CatalogEvent, DomainEvent, HotelRow, LodgingEvent } from '@faena/contracts';

/** lodging.camp-<hotelId> folded: the camp with its rooms, beds and maximum stay. */
export const campSpec = {
  initial: (): HotelRow | null => null,
  evolve: (state: HotelRow | null, event: DomainEvent): HotelRow | null => {
    const e = event as LodgingEvent;
    return e.type === 'lodging.CampRegistered' ? e.data : state;
  },
};

/** catalog.person-<id> folded to what a bed board shows: the name (lodging's own view). */
export const guestSpec = {
  initial: (): { name: string } | null => null,
  evolve: (state: { name: string } | null, event: DomainEvent): { name: string } | null => {
    const e = event as CatalogEvent;
    return e.type === 'catalog.PersonRegistered' || e.type === 'catalog.PersonUpdated'
      ? { name: `${e.data.names} ${e.data.surnames}`.trim() }
      : state;
  },
};
