import {
  exhaustive,
  DomainError,
  ValidationError,
  type Decision,
  type RequestRequirement,
  type VehicleRequestApproved,
  type VehicleRequestData,
  type VehicleRequestEvent,
  type VehicleRequestObserved,
  type VehicleRequestRejected,
  type VehicleRequestStatus,
  type VehicleRequestSubmitted,
} from '@faena/contracts';
import { checkRequestDates, type ContractDates } from './request-dates';
import { checkRequirementsReviewed, checkRequirementsSupplied } from './request-requirements';
import type { Submitter } from './request.decider';

/**
 * accreditation.vehicle-request-<id>: a vehicle request's life, Pendiente → Observada ⇄ Pendiente
 * → Aprobada | Rechazada, with the person request's rules where they apply (dates, requirements).
 */
export type VehicleRequest =
  { status: null } | ({ status: VehicleRequestStatus } & VehicleRequestData);

export const initialVehicleRequest = (): VehicleRequest => ({ status: null });

const withStatus = (state: VehicleRequest, status: VehicleRequestStatus): VehicleRequest =>
  state.status === null ? state : { ...state, status };

export const evolveVehicleRequest = (
  state: VehicleRequest,
  e: VehicleRequestEvent,
): VehicleRequest => {
  switch (e.type) {
    case 'accreditation.VehicleRequestSubmitted':
      return { ...e.data, status: 'P' };
    case 'accreditation.VehicleRequestApproved':
      return withStatus(state, 'A');
    case 'accreditation.VehicleRequestObserved':
      return withStatus(state, 'O');
    case 'accreditation.VehicleRequestRejected':
      return withStatus(state, 'R');
    case 'accreditation.VehicleRequestCorrected': {
      if (state.status === null) return state;
      const { startDate, endDate, observation } = e.data;
      return { ...state, status: 'P', startDate, endDate, observation };
    }
    default:
      return exhaustive(e, state);
  }
};

/** The vehicle of the master as a request names it. */
export interface VehicleFacts {
  vehicleId: string;
  plate: string;
  type: string;
  companyId: string;
  companyName: string;
  state: 'ACTIVO' | 'INACTIVO';
}
/** The contract as a vehicle request needs it: its company, client, dates and vehicle flag. */
export interface VehicleContractFacts extends ContractDates {
  contractId: string;
  code: string;
  companyId: string;
  clientId: string;
  subcontractorIds: ReadonlyArray<string>;
  vehicles: boolean;
}

export interface SubmitVehicleInput {
  requestId: string;
  code: string;
  today: string;
  submitter: Submitter;
  vehicle: VehicleFacts | null;
  contract: VehicleContractFacts | null;
  body: { startDate: string; endDate: string; observation: string };
  /** the vehicle's requirements for the client and contract, as they stand today */
  requirements: ReadonlyArray<RequestRequirement>;
}

/** The vehicle must exist, be active and (for a contractor) be its company's. */
function checkVehicle(submitter: Submitter, vehicle: VehicleFacts | null): VehicleFacts {
  if (submitter.contractor && !submitter.companyId)
    throw new DomainError('accreditation.contractorWithoutCompany');
  if (!vehicle) throw new DomainError('vehicleRequest.vehicleNotFound');
  if (vehicle.state !== 'ACTIVO') throw new DomainError('vehicleRequest.vehicleInactive');
  if (submitter.contractor && vehicle.companyId !== submitter.companyId)
    throw new DomainError('accreditation.otherCompany');
  return vehicle;
}

/** A contract of the caller's client, of the vehicle's company (or naming it a subcontractor), with the vehicle flag. */
function checkContract(
  submitter: Submitter,
  vehicle: VehicleFacts,
  contract: VehicleContractFacts | null,
): VehicleContractFacts {
  if (!contract || contract.clientId !== submitter.clientId)
    throw new DomainError('catalog.contractNotFound');
  const ofCompany =
    contract.companyId === vehicle.companyId ||
    contract.subcontractorIds.includes(vehicle.companyId);
  if (!ofCompany) throw new DomainError('vehicleRequest.otherCompanyContract');
  if (!contract.vehicles) throw new DomainError('vehicleRequest.contractWithoutVehicles');
  return contract;
}

/** Sends a vehicle request for approval (Pendiente). A retried command finds it sent: nothing new. */
export const submitVehicleRequest = (
  input: SubmitVehicleInput,
  state: VehicleRequest,
): VehicleRequestSubmitted[] => {
  if (state.status !== null) return [];
  const { submitter, body } = input;
  const vehicle = checkVehicle(submitter, input.vehicle);
  const contract = checkContract(submitter, vehicle, input.contract);
  checkRequestDates(body, input.today, contract);
  checkRequirementsSupplied(input.requirements);
  const data: VehicleRequestData = {
    requestId: input.requestId,
    code: input.code,
    vehicleId: vehicle.vehicleId,
    plate: vehicle.plate,
    vehicleType: vehicle.type,
    companyId: vehicle.companyId,
    companyName: vehicle.companyName,
    contractId: contract.contractId,
    contractCode: contract.code,
    clientId: contract.clientId,
    startDate: body.startDate,
    endDate: body.endDate,
    observation: body.observation,
    submittedBy: submitter.userId,
  };
  return [{ type: 'accreditation.VehicleRequestSubmitted', data }];
};

export interface DecideVehicleInput {
  decision: Decision;
  clientId: string;
  comment: string;
  decidedBy: string;
  /** the vehicle's requirements as they stand now (an approval waits for their review) */
  requirements: ReadonlyArray<RequestRequirement>;
}

type DecisionEvent = VehicleRequestApproved | VehicleRequestObserved | VehicleRequestRejected;
type Decided = VehicleRequestApproved['data'];
const DECISIONS = {
  approve: (data: Decided): DecisionEvent => ({
    type: 'accreditation.VehicleRequestApproved',
    data,
  }),
  observe: (data: Decided): DecisionEvent => ({
    type: 'accreditation.VehicleRequestObserved',
    data,
  }),
  reject: (data: Decided): DecisionEvent => ({
    type: 'accreditation.VehicleRequestRejected',
    data,
  }),
} satisfies Record<Decision, (data: Decided) => DecisionEvent>;

/** Approve, observe or reject a pending vehicle request of the decider's own client. */
export const decideVehicleRequest = (
  input: DecideVehicleInput,
  state: VehicleRequest,
): DecisionEvent[] => {
  if (state.status === null || state.clientId !== input.clientId)
    throw new DomainError('vehicleRequest.notFound');
  if (state.status !== 'P') throw new DomainError('vehicleRequest.notPending');
  if (input.decision !== 'approve' && input.comment.trim() === '')
    throw new ValidationError([{ path: 'comment', message: 'common:requiredField' }]);
  if (input.decision === 'approve') checkRequirementsReviewed(input.requirements);
  const { requestId, vehicleId, clientId } = state;
  const data = {
    requestId,
    vehicleId,
    clientId,
    comment: input.comment,
    decidedBy: input.decidedBy,
  };
  return [DECISIONS[input.decision](data)];
};
