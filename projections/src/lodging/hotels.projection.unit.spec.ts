import { projectionSpec } from '@faena/test-kit';
import { HOTELS_COLLECTION, hotelsProjection } from './hotels.projection';

const camp = {
  hotelId: 'H1',
  clientId: 'C1',
  name: 'Campamento Andino',
  maxStayDays: 14,
  rooms: [
    {
      roomId: 'RM1',
      name: 'Módulo A-101',
      beds: [
        { bedId: 'B1', name: 'Cama 1' },
        { bedId: 'B2', name: 'Cama 2' },
      ],
    },
    { roomId: 'RM2', name: 'Módulo A-102', beds: [{ bedId: 'B3', name: 'Cama 1' }] },
  ],
};
const spec = projectionSpec(hotelsProjection);

describe('hotels.v1', () => {
  it('writes the camp with its rooms, beds and administrators (none when the event has none)', () =>
    spec
      .given([{ type: 'lodging.CampRegistered', data: camp }])
      .thenDocument(HOTELS_COLLECTION, 'H1', { ...camp, administrators: [] })
      .thenNotices([]));

  it('keeps the camp administrators assigned', () =>
    spec
      .given([
        { type: 'lodging.CampRegistered', data: { ...camp, administrators: ['CAMPAMENTO'] } },
      ])
      .thenDocument(HOTELS_COLLECTION, 'H1', { ...camp, administrators: ['CAMPAMENTO'] }));

  it('replaces the camp when registered again', () =>
    spec
      .given([
        { type: 'lodging.CampRegistered', data: camp },
        { type: 'lodging.CampRegistered', data: { ...camp, maxStayDays: 21 } },
      ])
      .thenDocument(HOTELS_COLLECTION, 'H1', expect.objectContaining({ maxStayDays: 21 })));

  it('gives identical documents on replay', () =>
    spec.given([{ type: 'lodging.CampRegistered', data: camp }]).thenSameOnReplay());
});
