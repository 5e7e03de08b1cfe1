import type { RequestRow, SaveDraftBody } from '@faena/contracts';
import { newCommandId } from '../../../../lib/command-id';

/** What a mass edit (EM) sets on every selected draft; an empty value leaves the draft's own. */
export interface DraftChanges {
  startDate: string;
  endDate: string;
  field: 'reason' | 'observation';
  value: string;
}

export const hasChanges = (c: DraftChanges) =>
  c.startDate !== '' || c.endDate !== '' || c.value.trim() !== '';

/** The draft saved again with the changes: its other values as they are (one command each). */
export function draftWith(draft: RequestRow, c: DraftChanges): SaveDraftBody {
  const value = c.value.trim();
  return {
    commandId: newCommandId(),
    requestId: draft.requestId,
    personId: draft.personId,
    contractId: draft.contractId,
    startDate: c.startDate || draft.startDate,
    endDate: c.endDate || draft.endDate,
    reason: c.field === 'reason' && value ? value : draft.reason,
    observation: c.field === 'observation' && value ? value : draft.observation,
    place: draft.place,
    profile: draft.profile,
    organisationalUnit: draft.organisationalUnit,
    costCenter: draft.costCenter,
    positionId: draft.positionId,
    function: draft.function,
  };
}
