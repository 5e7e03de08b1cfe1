import type { CampRegistered, HotelRow } from '@faena/contracts';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocOf } from '../runner/projection';

export const HOTELS_COLLECTION = 'hotels_v1';

export type HotelView = DocOf<HotelRow>;

/** hotels.v1: each camp with its rooms and beds, as registered. */
export const hotelsProjection = defineProjection({
  name: 'hotels.v1',
  collections: [{ name: HOTELS_COLLECTION, indexes: ['clientId', 'name'] }],
  ...handlersOf<CampRegistered>({
    'lodging.CampRegistered': ({ data }, ctx) => {
      const hotel: HotelView = {
        hotelId: data.hotelId,
        clientId: data.clientId,
        name: data.name,
        maxStayDays: data.maxStayDays,
        rooms: data.rooms.map((r) => ({
          roomId: r.roomId,
          name: r.name,
          beds: r.beds.map((b) => ({ bedId: b.bedId, name: b.name })),
        })),
        administrators: data.administrators ?? [],
      };
      ctx.put(HOTELS_COLLECTION, hotel.hotelId, hotel);
    },
  }),
});
