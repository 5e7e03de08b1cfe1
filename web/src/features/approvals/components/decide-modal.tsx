import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DecideRequestBodySchema, DecideWithReasonBodySchema, type CommandResult, type DecideRequestBody, type Decision, type RequestRow } from '@faena/contracts';
import { fieldError } from '../../../components/ui/field-error';
import { newCommandId } from '../../../lib/command-id';
import { notifyError } from '../../../lib/notify';
import { decideRequest } from '../api/approvals.api';

type FormInput = z.input<typeof DecideRequestBodySchema>;
const COLORS: Record<Decision, string> = { approve: 'green', observe: 'orange', reject: 'red' };

interface Props {
  request: RequestRow;
  decision: Decision;
  onDecided: (result: CommandResult) => Promise<void>;
  onClose: () => void;
}

/** Approve, observe or reject a request; observe and reject need a comment saying why. */
export function DecideModal({ request, decision, onDecided, onClose }: Props) {
  const { t } = useTranslation('approvals');
  const schema = decision === 'approve' ? DecideRequestBodySchema : DecideWithReasonBodySchema;
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, DecideRequestBody>({
    resolver: zodResolver(schema),
    defaultValues: { commandId: newCommandId(), requestId: request.requestId, comment: '' },
  });
  const submit = handleSubmit(async (body) => {
    try {
      await onDecided(await decideRequest(decision, body));
    } catch (err) {
      notifyError(err);
    }
  });
  return (
    <Modal opened onClose={onClose} title={t(`decide.${decision}.title`)} data-testid="decide-modal">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Text size="sm">{t('decide.summary', { code: request.code, person: request.personName, company: request.companyName })}</Text>
          <Textarea
            label={t('decide.comment')}
            required={decision !== 'approve'}
            autosize
            minRows={3}
            error={fieldError(t, formState.errors.comment)}
            data-testid="decide-comment"
            {...register('comment')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('decide.cancel')}</Button>
            <Button type="submit" color={COLORS[decision]} loading={formState.isSubmitting} data-testid="decide-confirm">
              {t(`decide.${decision}.confirm`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
