import { DomainError } from '@faena/contracts';

export interface ContractDates {
  startDate: string;
  endDate: string;
}

/**
 * The spec's date rules of a request: start today or later, end not before start, and the whole
 * period inside the contract's dates. Dates are yyyy-MM-dd, so string order is date order.
 */
export function checkRequestDates(
  period: { startDate: string; endDate: string },
  today: string,
  contract: ContractDates,
): void {
  if (period.startDate < today) throw new DomainError('accreditation.startBeforeToday');
  if (period.endDate < period.startDate) throw new DomainError('accreditation.dateRange');
  if (period.startDate < contract.startDate || period.endDate > contract.endDate) {
    throw new DomainError('accreditation.outsideContract');
  }
}
