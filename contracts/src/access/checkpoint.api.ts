import { ACCESS_CONFIG_READ, type ApiCall } from '../shared/api-call';
import {
  AddDoorBodySchema,
  CheckpointRowSchema,
  CheckpointsPageSchema,
  RegisterZoneBodySchema,
  UpdateDoorBodySchema,
  UpdateZoneBodySchema,
  ZoneIdQuerySchema,
} from './checkpoint.schemas';
import { CommandAnswerSchema } from '../shared/answers';
import {
  DeviceIdQuerySchema,
  DeviceRowSchema,
  DevicesPageSchema,
  RegisterDeviceBodySchema,
  UpdateDeviceBodySchema,
} from './device.schemas';
import { GridQuerySchema } from '../shared/grid';

/** Checkpoints and devices (issue 20). */
export const CHECKPOINT_CALLS = {
  // checkpoints and devices (issue 20): the client's administrators configure, approvers read
  checkpointList: {
    method: 'GET',
    path: '/api/AccesoZona/listar',
    query: GridQuerySchema,
    answer: CheckpointsPageSchema,
    access: { any: ACCESS_CONFIG_READ },
    tags: ['access'],
    summary: "The client's checkpoints (zones with their doors), a paged grid",
  },
  checkpointGet: {
    method: 'GET',
    path: '/api/AccesoZona/obtener',
    query: ZoneIdQuerySchema,
    answer: CheckpointRowSchema,
    access: { any: ACCESS_CONFIG_READ },
    tags: ['access'],
    summary: 'One checkpoint of the client, with its doors',
  },
  zoneRegister: {
    method: 'POST',
    path: '/api/AccesoZona/registrar',
    body: RegisterZoneBodySchema,
    answer: CommandAnswerSchema,
    access: { any: ['admin.operate'] },
    tags: ['access'],
    summary: 'Register a zone of the client (no doors yet)',
  },
  zoneUpdate: {
    method: 'POST',
    path: '/api/AccesoZona/actualizar',
    body: UpdateZoneBodySchema,
    answer: CommandAnswerSchema,
    access: { any: ['admin.operate'] },
    tags: ['access'],
    summary: "Edit a zone's configuration (name, capacity, marking, requirements, people, active)",
  },
  doorAdd: {
    method: 'POST',
    path: '/api/AccesoZona/registrarPuerta',
    body: AddDoorBodySchema,
    answer: CommandAnswerSchema,
    access: { any: ['admin.operate'] },
    tags: ['access'],
    summary: 'Add a door to a zone',
  },
  doorUpdate: {
    method: 'POST',
    path: '/api/AccesoZona/actualizarPuerta',
    body: UpdateDoorBodySchema,
    answer: CommandAnswerSchema,
    access: { any: ['admin.operate'] },
    tags: ['access'],
    summary: "Edit a zone's door (name, entry type, active)",
  },
  deviceList: {
    method: 'GET',
    path: '/api/AccesoDispositivo/listar',
    query: GridQuerySchema,
    answer: DevicesPageSchema,
    access: { any: ACCESS_CONFIG_READ },
    tags: ['access'],
    summary: "The client's devices, a paged grid",
  },
  deviceGet: {
    method: 'GET',
    path: '/api/AccesoDispositivo/obtener',
    query: DeviceIdQuerySchema,
    answer: DeviceRowSchema,
    access: { any: ACCESS_CONFIG_READ },
    tags: ['access'],
    summary: 'One device of the client',
  },
  deviceRegister: {
    method: 'POST',
    path: '/api/AccesoDispositivo/registrar',
    body: RegisterDeviceBodySchema,
    answer: CommandAnswerSchema,
    access: { any: ['admin.operate'] },
    tags: ['access'],
    summary: 'Register a device at a door of the client',
  },
  deviceUpdate: {
    method: 'POST',
    path: '/api/AccesoDispositivo/actualizar',
    body: UpdateDeviceBodySchema,
    answer: CommandAnswerSchema,
    access: { any: ['admin.operate'] },
    tags: ['access'],
    summary: 'Edit a device of the client',
  },
} as const satisfies Record<string, ApiCall>;
