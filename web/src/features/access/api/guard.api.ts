import {
  API,
  type GridPage,
  type MarkBatchBody,
  type MarkDoorBody,
  type MarkOutcome,
  type MarkVehicleDoorBody,
  type PersonDetail,
  type PersonRow,
  type VehicleDenyReason,
  type VehicleRow,
} from '@faena/contracts';
import { fileObjectUrl, request } from '../../../lib/http';

/** Every call of the guard's screen handles a missing answer itself: the mark is queued. */
const offlineAware = true;

/** What the guard sees of a person: the card above the decision. */
export interface PersonCard {
  personId: string;
  documentNumber: string;
  fullName: string;
  companyName: string;
  position: string;
}

const cardOf = (p: PersonRow): PersonCard => ({
  personId: p.personId,
  documentNumber: p.documentNumber,
  fullName: p.fullName,
  companyName: p.companyName,
  position: p.position,
});

/**
 * The person of the caller's client with this document number (the people grid, scoped to the
 * client as every people read), or null when the client has nobody with it.
 */
export async function findPersonByDocument(documentNumber: string): Promise<PersonCard | null> {
  const query = {
    skip: 0,
    take: 1,
    sort: JSON.stringify([{ selector: 'fullName', desc: false }]),
    filter: JSON.stringify(['documentNumber', '=', documentNumber]),
  };
  const page = await request<GridPage<PersonRow>>('GET', API.listPeople.path, {
    query,
    offlineAware,
  });
  const row = page.data[0];
  return row ? cardOf(row) : null;
}

/** The person's record (for the photo); the read answers 404 for another client's person. */
export const getPersonDetail = (personId: string) =>
  request<PersonDetail>('GET', API.getPerson.path, { query: { personId }, offlineAware });

/** A stored photo as an object URL, fetched with the session's token. */
export const personPhotoUrl = (personId: string, key: string): Promise<string> =>
  fileObjectUrl(API.personFile.path, { personId, key });

/** A vehicle's stored photo as an object URL (the vehicle access tabs). */
export const vehiclePhotoUrl = (vehicleId: string, key: string): Promise<string> =>
  fileObjectUrl(API.vehicleFile.path, { vehicleId, key });

export const markPerson = (body: MarkDoorBody) =>
  request<MarkOutcome>('POST', API.markDoor.path, { body, offlineAware });

export const markBatch = (body: MarkBatchBody) =>
  request<MarkOutcome[]>('POST', API.markBatch.path, { body, offlineAware });

/** What a vehicle mark answers (marking type V): the same decision shape, with a vehicle's reasons. */
export type VehicleMarkOutcome = Omit<MarkOutcome, 'reason' | 'revision' | 'position'> & {
  reason: VehicleDenyReason | null;
  /** the driver's (C) and passengers' (P) marks, decided with the vehicle */
  occupants: Array<
    Pick<MarkOutcome, 'markId' | 'granted' | 'reason' | 'requirement'> & {
      markType: 'C' | 'P';
      personId: string;
    }
  >;
};

/** The vehicle of the caller's client with this plate (the vehicles grid, scoped as every read), or null. */
export async function findVehicleByPlate(plate: string): Promise<VehicleRow | null> {
  const query = {
    skip: 0,
    take: 1,
    sort: JSON.stringify([{ selector: 'plate', desc: false }]),
    filter: JSON.stringify(['plate', '=', plate]),
  };
  const page = await request<GridPage<VehicleRow>>('GET', API.listVehicles.path, {
    query,
    offlineAware,
  });
  return page.data[0] ?? null;
}

export const markVehicle = (body: MarkVehicleDoorBody) =>
  request<VehicleMarkOutcome>('POST', API.markVehicleDoor.path, { body, offlineAware });
