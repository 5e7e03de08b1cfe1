import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  DecideRequestBodySchema,
  DecideWithReasonBodySchema,
  type CommandResult,
  type Decision,
  type RequestRow,
} from '@faena/contracts';
import { DecisionDialog } from '../../../../components/decision-dialog';
import { newCommandId } from '../../../../lib/command-id';
import { hasPermission, useSession } from '../../../../stores/session.store';
import { decideRequest } from '../api/approvals.api';
import { RequestFieldsSummary } from './request-fields-summary';
import { RequirementReview } from './requirement-review';

interface Props {
  request: RequestRow;
  decision: Decision;
  onDecided: (result: CommandResult) => Promise<void>;
  onClose: () => void;
}

/** The dialog's texts for the decision on the request. */
const decideTexts = (t: TFunction<'approvals'>, decision: Decision, request: RequestRow) => ({
  title: t(`decide.${decision}.title`),
  summary: t('decide.summary', {
    code: request.code,
    person: request.personName,
    company: request.companyName,
  }),
  comment: t('decide.comment'),
  cancel: t('decide.cancel'),
  confirm: t(`decide.${decision}.confirm`),
});

/** Approve, observe or reject a request; observe and reject need a comment saying why. */
export function DecideModal({ request, decision, onDecided, onClose }: Props) {
  const { t } = useTranslation('approvals');
  // one command id for the dialog: a repeated click sends the same command (exactly once)
  const [commandId] = useState(newCommandId);
  const canReview = useSession((s) => hasPermission(s.user, 'requirements.review'));
  const schema = decision === 'approve' ? DecideRequestBodySchema : DecideWithReasonBodySchema;
  return (
    <DecisionDialog
      decision={decision}
      commentSchema={schema.shape.comment}
      texts={decideTexts(t, decision, request)}
      onConfirm={async (comment) =>
        onDecided(
          await decideRequest(decision, { commandId, requestId: request.requestId, comment }),
        )
      }
      onClose={onClose}
      testId="decide"
    >
      <RequestFieldsSummary request={request} />
      <RequirementReview
        requestId={request.requestId}
        personId={request.personId}
        canReview={canReview}
      />
    </DecisionDialog>
  );
}
