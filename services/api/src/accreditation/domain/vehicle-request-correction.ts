import {
  DomainError,
  type RequestRequirement,
  type VehicleRequestCorrected,
} from '@faena/contracts';
import { checkRequestDates, type ContractDates } from './request-dates';
import { checkRequirementsSupplied } from './request-requirements';
import type { Submitter } from './request.decider';
import type { VehicleRequest } from './vehicle-request.decider';

export interface CorrectVehicleInput {
  submitter: Submitter;
  today: string;
  contract: ContractDates | null;
  body: { startDate: string; endDate: string; observation: string };
  requirements: ReadonlyArray<RequestRequirement>;
}

/** An observed request, corrected by its applicant (or the applicant's company), goes back to Pendiente. */
export const correctVehicleRequest = (
  input: CorrectVehicleInput,
  state: VehicleRequest,
): VehicleRequestCorrected[] => {
  const { submitter, body } = input;
  if (state.status === null || state.clientId !== submitter.clientId)
    throw new DomainError('vehicleRequest.notFound');
  const sameCompany = submitter.companyId !== null && submitter.companyId === state.companyId;
  if (submitter.userId !== state.submittedBy && !sameCompany)
    throw new DomainError('accreditation.otherCompany');
  if (state.status !== 'O') throw new DomainError('vehicleRequest.notObserved');
  if (!input.contract) throw new DomainError('catalog.contractNotFound');
  checkRequestDates(body, input.today, input.contract);
  checkRequirementsSupplied(input.requirements);
  const { startDate, endDate, observation } = body;
  return [
    {
      type: 'accreditation.VehicleRequestCorrected',
      data: {
        requestId: state.requestId,
        startDate,
        endDate,
        observation,
        submittedBy: submitter.userId,
      },
    },
  ];
};
