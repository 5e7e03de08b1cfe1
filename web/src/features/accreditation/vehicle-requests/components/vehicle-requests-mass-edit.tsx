import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CorrectVehicleRequestBodySchema,
  type CommandResult,
  type CorrectVehicleRequestBody,
  type VehicleRequestRow,
} from '@faena/contracts';
import { MassCorrectionTable } from '../../shared/components/mass-correction';
import {
  correctionValues,
  useMassCorrection,
  type CorrectionKind,
  type CorrectionValues,
} from '../../shared/hooks/use-mass-correction';
import { correctVehicleRequest } from '../api/vehicle-requests.api';

interface Props {
  /** the applicant's requests as the grid has them (the observed ones are edited) */
  requests: VehicleRequestRow[];
  onSaved: (position: number) => Promise<unknown>;
  correct?: (body: CorrectVehicleRequestBody) => Promise<CommandResult>;
}

const requestIdOf = (r: VehicleRequestRow) => r.requestId;

function vehicleKind(
  correct: (body: CorrectVehicleRequestBody) => Promise<CommandResult>,
): CorrectionKind<VehicleRequestRow, CorrectionValues, CorrectVehicleRequestBody> {
  return {
    idOf: requestIdOf,
    initial: correctionValues,
    toBody: (r, values, commandId) => ({ commandId, requestId: r.requestId, ...values }),
    schema: CorrectVehicleRequestBodySchema,
    correct,
  };
}

/**
 * Mass edit (EM) of the applicant's vehicle requests: every observed request in one table (period,
 * observation), each changed one corrected through its own command (back to Pendiente).
 */
export function VehicleRequestsMassEdit({
  requests,
  onSaved,
  correct = correctVehicleRequest,
}: Props) {
  const { t } = useTranslation('vehicleRequests');
  const observed = useMemo(() => requests.filter((r) => r.status === 'O'), [requests]);
  const kind = useMemo(() => vehicleKind(correct), [correct]);
  const mc = useMassCorrection({ observed, kind, onSaved });
  return <MassCorrectionTable mc={mc} idOf={requestIdOf} emptyText={t('massEdit.empty')} />;
}
