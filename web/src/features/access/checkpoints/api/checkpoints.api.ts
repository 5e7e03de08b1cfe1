import {
  API,
  CommandResultSchema,
  type AddDoorBody,
  type CheckpointRow,
  type DeviceRow,
  type GridPage,
  type PersonRow,
  type RegisterDeviceBody,
  type RegisterZoneBody,
  type RequirementTypeRow,
  type UpdateDeviceBody,
  type UpdateDoorBody,
  type UpdateZoneBody,
} from '@faena/contracts';
import type { GridParams } from '../../../../components/ui/grid-query';
import { http } from '../../../../lib/http';
import { referenceList, referenceOptions } from '../../../catalogs/api/reference-lists';

type Read = { afterPosition?: number };
const command = (path: string, body: unknown) =>
  http.post<unknown>(path, body).then((r) => CommandResultSchema.parse(r));

export const listCheckpoints = (params: GridParams & Read) =>
  http.get<GridPage<CheckpointRow>>(API.checkpointList.path, { ...params });
export const getCheckpoint = (zoneId: string, read: Read = {}) =>
  http.get<CheckpointRow>(API.checkpointGet.path, { zoneId, ...read });
export const registerZone = (body: RegisterZoneBody) => command(API.zoneRegister.path, body);
export const updateZone = (body: UpdateZoneBody) => command(API.zoneUpdate.path, body);
export const addDoor = (body: AddDoorBody) => command(API.doorAdd.path, body);
export const updateDoor = (body: UpdateDoorBody) => command(API.doorUpdate.path, body);

export const listDevices = (params: GridParams & Read) =>
  http.get<GridPage<DeviceRow>>(API.deviceList.path, { ...params });
export const registerDevice = (body: RegisterDeviceBody) => command(API.deviceRegister.path, body);
export const updateDevice = (body: UpdateDeviceBody) => command(API.deviceUpdate.path, body);

/** A picker's option: the stored code and the name shown. */
export interface Option {
  value: string;
  label: string;
}
const ALL = { skip: 0, take: 1000 };
const sorted = (selector: string) => JSON.stringify([{ selector, desc: false }]);

/** The divisions of the caller's client (the spec's cached system list). */
export const divisionOptions = (clientId: string): Promise<Option[]> =>
  referenceList('divisions', { IdCliente: clientId }).then(referenceOptions);

/** The requirement types (the requirements context's catalogue) for people: a zone stores codes. */
export const requirementTypeOptions = (): Promise<Option[]> =>
  http
    .get<GridPage<RequirementTypeRow>>(API.requirementTypeList.path, {
      ...ALL,
      sort: sorted('code'),
    })
    .then((page) =>
      page.data
        .filter((r) => r.entity === 'P')
        .map((r) => ({ value: r.code, label: `${r.code} - ${r.description}` })),
    );

/** The people of the client (administration's people grid: the caller's reach). */
export const personOptions = (): Promise<Option[]> =>
  http
    .get<GridPage<PersonRow>>(API.listPeople.path, { ...ALL, sort: sorted('fullName') })
    .then((page) =>
      page.data.map((p) => ({ value: p.personId, label: `${p.fullName} · ${p.documentNumber}` })),
    );

/** Every door of the client's checkpoints, "zone · door" (a device belongs to a door). */
export const doorOptions = (): Promise<Option[]> =>
  listCheckpoints({ ...ALL, sort: sorted('name') }).then((page) =>
    page.data.flatMap((z) =>
      z.doors.map((d) => ({ value: d.doorId, label: `${z.name} · ${d.name}` })),
    ),
  );
