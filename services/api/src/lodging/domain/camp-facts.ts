import type { CampRegistered, HotelRow, PersonStreamEvent } from '@faena/contracts';
import type { StreamSpec } from '../../platform/commands/stream-reader';

/** lodging.camp-<hotelId> folded: the camp with its rooms, beds and maximum stay. */
export const campSpec: StreamSpec<HotelRow | null, CampRegistered> = {
  initial: () => null,
  evolve: (_state, e) => e.data,
};

/** catalog.person-<id> folded to what a bed board shows: the name (lodging's own view). */
export const guestSpec: StreamSpec<{ name: string } | null, PersonStreamEvent> = {
  initial: () => null,
  evolve: (state, e) =>
    e.type === 'catalog.PersonRegistered' || e.type === 'catalog.PersonUpdated'
      ? { name: `${e.data.names} ${e.data.surnames}`.trim() }
      : state,
};
