import { API } from '@faena/contracts';
import { EventStore } from '@faena/core';
import {
  closeTestApp,
  callsAs,
  newCommandId,
  startTestApp,
  typesIn,
  type Calls,
  type TestApp,
} from '@faena/test-kit';

jest.setTimeout(90_000);

let t: TestApp;
let admin: Calls;
let store: EventStore;

beforeAll(async () => {
  t = await startTestApp();
  store = t.app.get(EventStore);
  admin = callsAs(t, 'ADMIN');
});
afterAll(() => closeTestApp(t));

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('demo png body'),
]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('demo jpg body')]);
/** The body that sets a vehicle's photo of a kind: the file's bytes and name. */
const photo = (
  vehicleId: string,
  kind: string,
  { bytes, fileName = 'foto.png' }: { bytes: Buffer; fileName?: string },
) => ({
  commandId: newCommandId('vph'),
  vehicleId,
  kind,
  file: { fileName, contentBase64: bytes.toString('base64') },
});
const issueTexts = (res: { body: unknown }) =>
  ((res.body as { issues?: Array<{ path: string; text: string }> }).issues ?? []).map((i) => [
    i.path,
    i.text,
  ]);

describe('vehicle photos (profile, mobile, extra)', () => {
  it('stores content-checked JPG/PNG photos of a demo vehicle and serves them back', async () => {
    const notImage = await admin.post(
      API.setVehiclePhoto.path,
      photo('V1Q-845', 'profile', {
        bytes: Buffer.from('%PDF-1.4 not an image'),
        fileName: 'foto.png',
      }),
    );
    expect(notImage.status).toBe(400);
    expect(issueTexts(notImage)).toEqual([
      ['file.contentBase64', 'Solo se permiten imágenes JPG o PNG.'],
    ]);

    expect(
      (await admin.post(API.setVehiclePhoto.path, photo('V1Q-845', 'profile', { bytes: PNG })))
        .status,
    ).toBe(200);
    expect(
      (
        await admin.post(
          API.setVehiclePhoto.path,
          photo('V1Q-845', 'mobile', { bytes: JPG, fileName: 'movil.jpg' }),
        )
      ).status,
    ).toBe(200);
    const vehicle = (await admin.get(API.getVehicle.path, { vehicleId: 'V1Q-845' })).body as {
      result: { plate: string; photos: Record<string, string> };
    };
    expect(vehicle.result.plate).toBe('V1Q-845');
    expect(Object.keys(vehicle.result.photos).sort()).toEqual(['mobile', 'profile']);

    const token = await t.tokenFor('ADMIN');
    const file = await t.request
      .get(API.vehicleFile.path)
      .set('Authorization', `Bearer ${token}`)
      .query({ vehicleId: 'V1Q-845', key: vehicle.result.photos['profile'] });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('image/png');
    // only keys the vehicle's stream refers to are served
    const other = await t.request
      .get(API.vehicleFile.path)
      .set('Authorization', `Bearer ${token}`)
      .query({ vehicleId: 'V1Q-845', key: 'catalog/person/PER-0001/photo-profile-x' });
    expect(other.status).toBe(404);
    expect(await typesIn(store, 'catalog.vehicle-V1Q-845')).toEqual([
      'catalog.VehicleRegistered',
      'catalog.VehiclePhotoSet',
      'catalog.VehiclePhotoSet',
    ]);
  });

  it('refuses a photo of an unknown vehicle and without catalog.admin', async () => {
    const unknown = await admin.post(
      API.setVehiclePhoto.path,
      photo('ZZZ-000', 'extra', { bytes: PNG }),
    );
    expect(unknown.status).toBe(404);
    expect(
      (
        await callsAs(t, 'AUDITOR').post(
          API.setVehiclePhoto.path,
          photo('V1Q-845', 'extra', { bytes: PNG }),
        )
      ).status,
    ).toBe(403);
  });
});
