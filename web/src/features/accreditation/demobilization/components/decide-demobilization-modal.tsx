import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  DecideDemobilizationBodySchema,
  DecideDemobilizationWithReasonBodySchema,
  type Decision,
  type DemobilizationRow,
} from '@faena/contracts';
import { DecisionDialog } from '../../../../components/decision-dialog';
import { newCommandId } from '../../../../lib/command-id';
import { decideDemobilization, type DecisionAnswer } from '../api/demobilization.api';

interface Props {
  demobilization: DemobilizationRow;
  decision: Decision;
  onDecided: (result: DecisionAnswer) => Promise<void>;
  onClose: () => void;
}

/** The dialog's texts for the decision on the demobilization. */
const decideTexts = (t: TFunction<'demobilization'>, decision: Decision, d: DemobilizationRow) => ({
  title: t(`decide.${decision}.title`),
  summary: t('decide.summary', { code: d.code, person: d.personName, date: d.cessationDate }),
  comment: t('decide.comment'),
  cancel: t('form.cancel'),
  confirm: t(`decide.${decision}.confirm`),
});

/** Approve, observe or reject a demobilization; observe and reject need a comment saying why. */
export function DecideDemobilizationModal(props: Props) {
  const { demobilization: d, decision, onDecided, onClose } = props;
  const { t } = useTranslation('demobilization');
  const [commandId] = useState(newCommandId);
  const schema =
    decision === 'approve'
      ? DecideDemobilizationBodySchema
      : DecideDemobilizationWithReasonBodySchema;
  return (
    <DecisionDialog
      decision={decision}
      commentSchema={schema.shape.comment}
      texts={decideTexts(t, decision, d)}
      onConfirm={async (comment) =>
        onDecided(
          await decideDemobilization(decision, {
            commandId,
            demobilizationId: d.demobilizationId,
            comment,
          }),
        )
      }
      onClose={onClose}
      testId="decide-demobilization"
    />
  );
}
