import {
  CodedCommandAnswerSchema,
  VehicleMarkAnswerSchema,
  VehicleRequestHistorySchema,
  VehicleRequestRowSchema,
  VehicleRequestsPageSchema,
} from './accreditation.answers';
import { CommandAnswerSchema } from '../shared/answers';
import {
  CorrectVehicleRequestBodySchema,
  DecideVehicleRequestBodySchema,
  DecideVehicleRequestWithReasonBodySchema,
  MarkVehicleDoorBodySchema,
  SubmitVehicleRequestBodySchema,
  VehicleRequestIdQuerySchema,
} from './vehicle-request.schemas';
import { GridQuerySchema } from '../shared/grid';
import { type ApiCall } from '../shared/api-call';

/** Vehicle accreditation requests (issue 19). */
export const VEHICLE_REQUEST_CALLS = {
  // vehicle accreditation requests (issue 19): submit, decide, correct, the grid; a vehicle's door mark
  submitVehicleRequest: {
    method: 'POST',
    path: '/api/AcreditacionVehiculo/registrar',
    answer: CodedCommandAnswerSchema,
    body: SubmitVehicleRequestBodySchema,
    access: { any: ['request.submit'] },
    tags: ['accreditation'],
    summary: 'Submit vehicle request',
  },
  approveVehicleRequest: {
    method: 'POST',
    path: '/api/AcreditacionVehiculo/aprobar',
    answer: CommandAnswerSchema,
    body: DecideVehicleRequestBodySchema,
    access: { any: ['request.decide'] },
    tags: ['accreditation'],
    summary: 'Approve vehicle request',
  },
  observeVehicleRequest: {
    method: 'POST',
    path: '/api/AcreditacionVehiculo/observar',
    answer: CommandAnswerSchema,
    body: DecideVehicleRequestWithReasonBodySchema,
    access: { any: ['request.decide'] },
    tags: ['accreditation'],
    summary: 'Observe vehicle request',
  },
  rejectVehicleRequest: {
    method: 'POST',
    path: '/api/AcreditacionVehiculo/rechazar',
    answer: CommandAnswerSchema,
    body: DecideVehicleRequestWithReasonBodySchema,
    access: { any: ['request.decide'] },
    tags: ['accreditation'],
    summary: 'Reject vehicle request',
  },
  correctVehicleRequest: {
    method: 'POST',
    path: '/api/AcreditacionVehiculo/corregir',
    answer: CommandAnswerSchema,
    body: CorrectVehicleRequestBodySchema,
    access: { any: ['request.submit'] },
    tags: ['accreditation'],
    summary: 'Correct an observed vehicle request',
  },
  listVehicleRequests: {
    method: 'GET',
    path: '/api/AcreditacionVehiculo/listar',
    answer: VehicleRequestsPageSchema,
    query: GridQuerySchema,
    access: 'signed-in',
    tags: ['accreditation'],
    summary: 'List vehicle requests',
  },
  getVehicleRequest: {
    method: 'GET',
    path: '/api/AcreditacionVehiculo/obtener',
    answer: VehicleRequestRowSchema,
    query: VehicleRequestIdQuerySchema,
    access: 'signed-in',
    tags: ['accreditation'],
    summary: 'Get vehicle request',
  },
  vehicleRequestHistory: {
    method: 'GET',
    path: '/api/AcreditacionVehiculo/historial',
    answer: VehicleRequestHistorySchema,
    query: VehicleRequestIdQuerySchema,
    access: 'signed-in',
    tags: ['accreditation'],
    summary: "A vehicle request's history",
  },
  markVehicleDoor: {
    method: 'POST',
    path: '/api/AccesoMarcacion/vehiculo',
    answer: VehicleMarkAnswerSchema,
    body: MarkVehicleDoorBodySchema,
    access: { any: ['access.mark'] },
    tags: ['access'],
    summary: 'Mark door with a vehicle (marking type V)',
  },
} as const satisfies Record<string, ApiCall>;
