import {
  DomainError,
  type DomainEvent,
  type PhotoKind,
  type VehiclePhotoSet,
} from '@faena/contracts';

/** catalog.vehicle-<plate> as the photo command needs it: does the vehicle exist, its company (whose reach it follows) and its photos. */
export interface VehiclePhotos {
  exists: boolean;
  companyId: string | null;
  photos: Partial<Record<PhotoKind, string>>;
}

export const initialVehiclePhotos = (): VehiclePhotos => ({
  exists: false,
  companyId: null,
  photos: {},
});

export function evolveVehiclePhotos(s: VehiclePhotos, event: DomainEvent): VehiclePhotos {
  if (event.type === 'catalog.VehicleRegistered' || event.type === 'catalog.VehicleUpdated') {
    const { companyId } = event.data as { companyId?: unknown };
    return { ...s, exists: true, companyId: typeof companyId === 'string' ? companyId : null };
  }
  if (event.type === 'catalog.VehiclePhotoSet') {
    const { kind, key } = (event as VehiclePhotoSet).data;
    return { ...s, photos: { ...s.photos, [kind]: key } };
  }
  return s;
}

/** Sets (or replaces) one of the vehicle's photos; the same key again changes nothing. */
export function setVehiclePhoto(
  input: { vehicleId: string; kind: PhotoKind; key: string },
  s: VehiclePhotos,
): VehiclePhotoSet[] {
  if (!s.exists) throw new DomainError('catalog.recordNotFound');
  return s.photos[input.kind] === input.key
    ? []
    : [{ type: 'catalog.VehiclePhotoSet', data: input }];
}
