import type { DomainEvent } from '@faena/contracts';
import { deciderSpec } from '@faena/test-kit';
import {
  evolveVehiclePhotos,
  initialVehiclePhotos,
  setVehiclePhoto,
  type VehiclePhotos,
} from './vehicle-photo.decider';

const given = deciderSpec<VehiclePhotos, DomainEvent>({
  evolve: evolveVehiclePhotos,
  initialState: initialVehiclePhotos,
});
const registered: DomainEvent = {
  type: 'catalog.VehicleRegistered',
  data: { vehicleId: 'V1Q-845', plate: 'V1Q-845' },
};
const set = (kind: 'profile' | 'mobile' | 'extra', key: string): DomainEvent => ({
  type: 'catalog.VehiclePhotoSet',
  data: { vehicleId: 'V1Q-845', kind, key },
});

describe('Vehicle photos', () => {
  it('refuses a photo of an unknown vehicle', () =>
    given([])
      .when((s) => setVehiclePhoto({ vehicleId: 'V1Q-845', kind: 'profile', key: 'k1' }, s))
      .thenFailsWith('catalog.recordNotFound'));
  it('sets a photo of a registered vehicle', () =>
    given([registered])
      .when((s) => setVehiclePhoto({ vehicleId: 'V1Q-845', kind: 'profile', key: 'k1' }, s))
      .then([set('profile', 'k1')]));
  it('replaces a photo of the same kind, keeps the others', () =>
    given([registered, set('profile', 'k1'), set('mobile', 'k2')])
      .when((s) => setVehiclePhoto({ vehicleId: 'V1Q-845', kind: 'profile', key: 'k3' }, s))
      .then([set('profile', 'k3')]));
  it('changes nothing for the same key', () =>
    given([registered, set('extra', 'k1')])
      .when((s) => setVehiclePhoto({ vehicleId: 'V1Q-845', kind: 'extra', key: 'k1' }, s))
      .thenNothingHappens());
  it('folds the photos by kind', () =>
    expect(
      [registered, set('profile', 'k1'), set('profile', 'k2'), set('extra', 'k3')].reduce(
        evolveVehiclePhotos,
        initialVehiclePhotos(),
      ).photos,
    ).toEqual({ profile: 'k2', extra: 'k3' }));
});
