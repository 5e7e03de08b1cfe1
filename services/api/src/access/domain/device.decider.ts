import {
  DomainError,
  macKey,
  type DeviceEvent,
  type DeviceFields,
  type DeviceRegistered,
  type DeviceUpdated,
} from '@faena/contracts';
import { sameValue, type Zone } from './checkpoint.decider';

type Device = DeviceEvent['data'];

/** A client's devices as its stream (access.devices-<clientId>) folds them, by deviceId. */
export interface ClientDevices {
  devices: Readonly<Record<string, Device>>;
}

export const initialClientDevices = (): ClientDevices => ({ devices: {} });

export const evolveClientDevices = (state: ClientDevices, e: DeviceEvent): ClientDevices => ({
  devices: { ...state.devices, [e.data.deviceId]: e.data },
});

export interface DeviceCommand {
  deviceId: string;
  clientId: string;
  userId: string;
  fields: DeviceFields;
  /** the zone of fields.doorId (folded from its stream), null when the door is unknown */
  zone: Zone | null;
}

/** The door must be one of the caller's client: another client's door is unknown to them. */
function doorZone(input: DeviceCommand): Zone {
  const { zone } = input;
  if (
    !zone ||
    zone.clientId !== input.clientId ||
    !zone.doors.some((d) => d.doorId === input.fields.doorId)
  )
    throw new DomainError('access.doorNotFound');
  return zone;
}

/** An IP or a MAC names one device of the client (a MAC in any of its three notations). */
function refuseTaken(state: ClientDevices, input: DeviceCommand): void {
  const others = Object.values(state.devices).filter((d) => d.deviceId !== input.deviceId);
  if (others.some((d) => d.ip === input.fields.ip)) throw new DomainError('access.deviceIpTaken');
  const mac = macKey(input.fields.mac);
  if (others.some((d) => macKey(d.mac) === mac)) throw new DomainError('access.deviceMacTaken');
}

const dataOf = (input: DeviceCommand, zone: Zone): Device => ({
  deviceId: input.deviceId,
  clientId: input.clientId,
  zoneId: zone.zoneId,
  ...input.fields,
  changedBy: input.userId,
});

export function registerDevice(input: DeviceCommand, state: ClientDevices): DeviceRegistered[] {
  if (state.devices[input.deviceId]) throw new DomainError('catalog.alreadyExists');
  const zone = doorZone(input);
  refuseTaken(state, input);
  return [{ type: 'access.DeviceRegistered', data: dataOf(input, zone) }];
}

/** Edits a device of the client (it may move to another door); the same values change nothing. */
export function updateDevice(input: DeviceCommand, state: ClientDevices): DeviceUpdated[] {
  const before = state.devices[input.deviceId];
  if (!before || before.clientId !== input.clientId) throw new DomainError('access.deviceNotFound');
  const zone = doorZone(input);
  refuseTaken(state, input);
  const data = dataOf(input, zone);
  const same = sameValue({ ...before, changedBy: '' }, { ...data, changedBy: '' });
  return same ? [] : [{ type: 'access.DeviceUpdated', data }];
}
