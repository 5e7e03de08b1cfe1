import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DecideVehicleRequestBodySchema,
  DecideVehicleRequestWithReasonBodySchema,
  type CommandResult,
  type Decision,
  type VehicleRequestRow,
} from '@faena/contracts';
import { DecisionDialog } from '../../../../components/decision-dialog';
import { newCommandId } from '../../../../lib/command-id';
import { decideVehicleRequest } from '../api/vehicle-requests.api';

interface Props {
  request: VehicleRequestRow;
  decision: Decision;
  onDecided: (result: CommandResult) => Promise<void>;
  onClose: () => void;
}

/** Approve, observe or reject a vehicle request; observe and reject need a comment saying why. */
export function DecideVehicleRequestModal({ request: r, decision, onDecided, onClose }: Props) {
  const { t } = useTranslation('vehicleRequests');
  const [commandId] = useState(newCommandId);
  const schema =
    decision === 'approve'
      ? DecideVehicleRequestBodySchema
      : DecideVehicleRequestWithReasonBodySchema;
  return (
    <DecisionDialog
      decision={decision}
      commentSchema={schema.shape.comment}
      texts={{
        title: t(`decide.${decision}.title`),
        summary: t('decide.summary', { code: r.code, plate: r.plate, company: r.companyName }),
        comment: t('decide.comment'),
        cancel: t('form.cancel'),
        confirm: t(`decide.${decision}.confirm`),
      }}
      onConfirm={async (comment) =>
        onDecided(
          await decideVehicleRequest(decision, { commandId, requestId: r.requestId, comment }),
        )
      }
      onClose={onClose}
      testId="decide-vehicle-request"
    />
  );
}
