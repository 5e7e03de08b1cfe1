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

/** The form over the observed request's values; a valid submit sends it again. */
function useResubmitForm({ request, onSubmitted }: Props) {
  const { t } = useTranslation('requests');
  const form = useForm<FormInput, unknown, ResubmitRequestBody>({
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
  const onValid = form.handleSubmit(async (body) => {
    try {
      await onSubmitted(await resubmitRequest(body));
    } catch (err) {
      notifyError(err);
    }
  });
  const err = (name: keyof FormInput) => fieldError(t, form.formState.errors[name]);
  return { form, onValid, err };
}

/** Corrects an observed (Observada) request and sends it again for approval. */
export function ResubmitForm(props: Props) {
  const { request, onCancel } = props;
  const { t } = useTranslation('requests');
  const { form, onValid, err } = useResubmitForm(props);
  const { formState } = form;
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="resubmit-form">
      <Stack>
        <ObservedSummary request={request} />
        <ResubmitFields form={form} err={err} />
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

/** Which request, and the approver's observation to correct. */
function ObservedSummary({ request }: { request: RequestRow }) {
  const { t } = useTranslation('requests');
  return (
    <>
      <Text size="sm">
        <b>{request.code}</b> · {request.personName} · {request.contractCode}
      </Text>
      {request.lastComment && (
        <Alert color="orange" title={t('resubmit.observation')} data-testid="resubmit-comment">
          {request.lastComment}
        </Alert>
      )}
    </>
  );
}

interface FieldsProps {
  form: ReturnType<typeof useResubmitForm>['form'];
  err: (name: keyof FormInput) => string | undefined;
}

/** What a correction may change: the period, the reason and the observation. */
function ResubmitFields({ form, err }: FieldsProps) {
  const { t } = useTranslation('requests');
  const { control, register } = form;
  return (
    <>
      <PeriodFields
        control={control}
        start="startDate"
        end="endDate"
        labels={{ start: t('form.startDate'), end: t('form.endDate') }}
        errors={{ start: err('startDate'), end: err('endDate') }}
        minDate={today()}
      />
      <TextInput label={t('form.reason')} required error={err('reason')} {...register('reason')} />
      <Textarea
        label={t('form.observation')}
        autosize
        minRows={2}
        error={err('observation')}
        {...register('observation')}
      />
    </>
  );
}
