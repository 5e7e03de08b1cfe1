import { z } from 'zod';
import { olderVersion } from '../shared/event-registry';

/** v1 of a request's record: before the place, profile, unit, cost center, position and function. */
const RequestDataV1Schema = z.object({
  requestId: z.string(),
  code: z.string(),
  personId: z.string(),
  personName: z.string(),
  documentNumber: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  contractId: z.string(),
  contractCode: z.string(),
  clientId: z.string(),
  divisionId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string(),
  observation: z.string(),
  submittedBy: z.string(),
});
/**
 * What a request records of its person, contract, period and purpose, and (v2) the place,
 * profile, organisational unit, cost center, position and function it is asked for: codes of
 * their catalogues, the position by id with its name (a draft's values may be '').
 */
export const RequestDataSchema = RequestDataV1Schema.extend({
  place: z.string(),
  profile: z.string(),
  organisationalUnit: z.string(),
  costCenter: z.string(),
  positionId: z.string(),
  positionName: z.string(),
  function: z.string(),
});
export type RequestData = z.infer<typeof RequestDataSchema>;
/** A request stored before v2 names none of them: it reads with each one empty. */
export const REQUEST_DATA_V1_UPCAST = {
  1: olderVersion(RequestDataV1Schema, (v1) => ({
    ...v1,
    place: '',
    profile: '',
    organisationalUnit: '',
    costCenter: '',
    positionId: '',
    positionName: '',
    function: '',
  })),
};
