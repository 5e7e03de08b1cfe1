import { Alert, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ResubmitRequestBodySchema,
  type CommandResult,
  type RequestRow,
  type ResubmitRequestBody,
} from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';
import { PeriodFields } from '../../../../components/forms/period-fields';
import { newCommandId } from '../../../../lib/command-id';
import { today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { resubmitRequest } from '../api/requests.api';

type FormInput = z.input<typeof ResubmitRequestBodySchema>;

interface Props {
  request: RequestRow;
  onSubmitted: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
}

/** Corrects an observed (Observada) request and sends it again for approval. */
export function ResubmitForm({ request, onSubmitted, onCancel }: Props) {
  const { t } = useTranslation('requests');
  const { control, register, handleSubmit, formState } = useForm<
    FormInput,
    unknown,
    ResubmitRequestBody
  >({
    resolver: zodResolver(ResubmitRequestBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      requestId: request.requestId,
      startDate: request.startDate,
      endDate: request.endDate,
      reason: request.reason,
      observation: request.observation,
    },
  });
  const onValid = handleSubmit(async (body) => {
    try {
      await onSubmitted(await resubmitRequest(body));
    } catch (err) {
      notifyError(err);
    }
  });
  const err = (name: keyof FormInput) => fieldError(t, formState.errors[name]);
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="resubmit-form">
      <Stack>
        <Text size="sm">
          <b>{request.code}</b> · {request.personName} · {request.contractCode}
        </Text>
        {request.lastComment && (
          <Alert color="orange" title={t('resubmit.observation')} data-testid="resubmit-comment">
            {request.lastComment}
          </Alert>
        )}
        <PeriodFields
          control={control}
          start="startDate"
          end="endDate"
          labels={{ start: t('form.startDate'), end: t('form.endDate') }}
          errors={{ start: err('startDate'), end: err('endDate') }}
          minDate={today()}
        />
        <TextInput
          label={t('form.reason')}
          required
          error={err('reason')}
          {...register('reason')}
        />
        <Textarea
          label={t('form.observation')}
          autosize
          minRows={2}
          error={err('observation')}
          {...register('observation')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} data-testid="resubmit-submit">
            {t('resubmit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
