import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  DecideDemobilizationBodySchema,
  DecideDemobilizationWithReasonBodySchema,
  type CommandResult,
  type DecideDemobilizationBody,
  type Decision,
  type DemobilizationRow,
} from '@faena/contracts';
import { fieldError } from '../../../components/ui/field-error';
import { newCommandId } from '../../../lib/command-id';
import { notifyError } from '../../../lib/notify';
import { decideDemobilization } from '../api/demobilization.api';

type FormInput = z.input<typeof DecideDemobilizationBodySchema>;
const COLORS: Record<Decision, string> = { approve: 'green', observe: 'orange', reject: 'red' };

interface Props {
  demobilization: DemobilizationRow;
  decision: Decision;
  onDecided: (result: CommandResult) => Promise<void>;
  onClose: () => void;
}

/** Approve, observe or reject a demobilization; observe and reject need a comment saying why. */
export function DecideDemobilizationModal({ demobilization: d, decision, onDecided, onClose }: Props) {
  const { t } = useTranslation('demobilization');
  const schema = decision === 'approve' ? DecideDemobilizationBodySchema : DecideDemobilizationWithReasonBodySchema;
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, DecideDemobilizationBody>({
    resolver: zodResolver(schema),
    defaultValues: { commandId: newCommandId(), demobilizationId: d.demobilizationId, comment: '' },
  });
  const submit = handleSubmit(async (body) => {
    try {
      await onDecided(await decideDemobilization(decision, body));
    } catch (err) {
      notifyError(err);
    }
  });
  return (
    <Modal opened onClose={onClose} title={t(`decide.${decision}.title`)} data-testid="decide-demobilization-modal">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Text size="sm">{t('decide.summary', { code: d.code, person: d.personName, date: d.cessationDate })}</Text>
          <Textarea
            label={t('decide.comment')}
            required={decision !== 'approve'}
            autosize
            minRows={3}
            error={fieldError(t, formState.errors.comment)}
            data-testid="decide-demobilization-comment"
            {...register('comment')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('form.cancel')}</Button>
            <Button type="submit" color={COLORS[decision]} loading={formState.isSubmitting} data-testid="decide-demobilization-confirm">
              {t(`decide.${decision}.confirm`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
