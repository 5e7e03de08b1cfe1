import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type DeviceRow } from '@faena/contracts';
import { sentJson, urlText } from '../../../../test/fetch';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { DeviceForm } from './device-form';
import { ZoneForm } from './zone-form';

jest.setTimeout(30_000);

const DEVICE: DeviceRow = {
  deviceId: 'DSP-1',
  clientId: 'MINERA-ANDINA',
  zoneId: 'ZON-GARITA',
  zoneName: 'Garita Principal',
  doorId: 'PTA-GARITA-E',
  doorName: 'Garita Principal - Entrada',
  type: 'LECTOR',
  model: 'HID R40',
  ip: '10.20.1.11',
  mac: '00:17:61:01:01:0A',
  readType: 'QR',
  ioFunction: 'E',
  timeDifference: 0,
  comPort: '',
  greenOutput: 1,
  redOutput: 2,
  serial: { bitsPerSecond: 9600, dataBits: 8, parity: 'N', stopBits: '1' },
  network: { mask: '255.255.255.0', gateway: '10.20.1.1', serverIp: '10.20.0.5', hostName: '' },
  active: true,
  version: 3,
};
const CHECKPOINTS = {
  data: [
    {
      zoneId: 'ZON-GARITA',
      name: 'Garita Principal',
      doors: [
        { doorId: 'PTA-GARITA-E', name: 'Garita Principal - Entrada', type: 'E', active: true },
      ],
      RowIndex: 1,
    },
  ],
  totalCount: 1,
};
const posted = (path: string) =>
  jest.mocked(fetch).mock.calls.filter(([url]) => urlText(url).startsWith(path));

beforeEach(async () => {
  await setupI18n('es');
  Element.prototype.scrollIntoView = jest.fn();
  globalThis.fetch = jest.fn((url: string) =>
    Promise.resolve(
      url.startsWith(API.checkpointList.path)
        ? jsonResponse(200, { result: CHECKPOINTS })
        : url.startsWith(API.deviceUpdate.path) || url.startsWith(API.zoneRegister.path)
          ? jsonResponse(200, { result: { id: 'X', revision: 1, position: 9 } })
          : jsonResponse(200, { result: { data: [], totalCount: 0 } }),
    ),
  ) as unknown as typeof fetch;
});

describe('DeviceForm', () => {
  it("shows the contracts' messages under each bad field and sends nothing", async () => {
    renderUi(<DeviceForm device={DEVICE} onSaved={jest.fn()} onClose={jest.fn()} />);
    fireEvent.change(screen.getByTestId('device-ip'), { target: { value: '300.1.1.1' } });
    fireEvent.change(screen.getByTestId('device-mac'), { target: { value: 'AA:BB-CC:DD:EE:FF' } });
    fireEvent.change(screen.getByTestId('device-network.hostName'), { target: { value: '-x' } });
    fireEvent.click(screen.getByTestId('device-save'));
    expect(await screen.findByText('La dirección IP no es válida.')).toBeTruthy();
    expect(screen.getByText('La dirección MAC no es válida.')).toBeTruthy();
    expect(screen.getByText('El nombre de host no es válido.')).toBeTruthy();
    expect(posted(API.deviceUpdate.path)).toHaveLength(0);
  });

  it('sends the edited device whole, with a MAC in dotted form', async () => {
    const onSaved = jest.fn();
    renderUi(<DeviceForm device={DEVICE} onSaved={onSaved} onClose={jest.fn()} />);
    fireEvent.change(screen.getByTestId('device-mac'), { target: { value: '0017.6101.010a' } });
    fireEvent.click(screen.getByTestId('device-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const {
      commandId,
      urlPath: _u,
      ...body
    } = sentJson(posted(API.deviceUpdate.path)[0]![1]) as Record<string, unknown>;
    expect(typeof commandId).toBe('string');
    const {
      zoneId: _z,
      zoneName: _zn,
      doorName: _dn,
      clientId: _c,
      version: _v,
      ...fields
    } = DEVICE;
    expect(body).toEqual({ ...fields, mac: '0017.6101.010a' });
  });
});

describe('ZoneForm', () => {
  it('refuses a capacity below 1 with its message', async () => {
    renderUi(<ZoneForm zone={null} onSaved={jest.fn()} onClose={jest.fn()} />);
    fireEvent.change(screen.getByTestId('zone-name'), { target: { value: 'Polvorín' } });
    fireEvent.change(screen.getByTestId('zone-capacity'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('zone-save'));
    expect(await screen.findByText('La capacidad debe ser al menos 1.')).toBeTruthy();
    expect(posted(API.zoneRegister.path)).toHaveLength(0);
  });
});
