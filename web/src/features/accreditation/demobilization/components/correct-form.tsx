import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CorrectDemobilizationBodySchema,
  type CommandResult,
  type CorrectDemobilizationBody,
  type DemobilizationRow,
} from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';
import { DateField } from '../../../../components/forms/date-field';
import { newCommandId } from '../../../../lib/command-id';
import { today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { correctDemobilization } from '../api/demobilization.api';
import { CessationReasonSelect } from './cessation-reason-select';

type FormInput = z.input<typeof CorrectDemobilizationBodySchema>;

interface Props {
  demobilization: DemobilizationRow;
  onSubmitted: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
}

/** Corrects an observed (Observada) demobilization and sends it again for approval. */
export function CorrectForm({ demobilization: d, onSubmitted, onCancel }: Props) {
  const { t } = useTranslation('demobilization');
  const { control, register, handleSubmit, formState } = useForm<
    FormInput,
    unknown,
    CorrectDemobilizationBody
  >({
    resolver: zodResolver(CorrectDemobilizationBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      demobilizationId: d.demobilizationId,
      cessationReason: d.cessationReason,
      cessationDate: d.cessationDate,
      observation: d.observation,
    },
  });
  const onValid = handleSubmit(async (body) => {
    try {
      await onSubmitted(await correctDemobilization(body));
    } catch (err) {
      notifyError(err);
    }
  });
  const err = (name: keyof FormInput) => fieldError(t, formState.errors[name]);
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="demobilization-correct-form">
      <Stack>
        <Text size="sm">
          <b>{d.code}</b> · {d.personName} · {t('grid.workerCode')}: {d.workerCode}
        </Text>
        {d.lastComment && (
          <Alert
            color="orange"
            title={t('correct.observed')}
            data-testid="demobilization-correct-comment"
          >
            {d.lastComment}
          </Alert>
        )}
        <Controller
          control={control}
          name="cessationReason"
          render={({ field }) => (
            <CessationReasonSelect
              value={field.value}
              onChange={field.onChange}
              error={err('cessationReason')}
            />
          )}
        />
        <DateField
          control={control}
          name="cessationDate"
          label={t('form.cessationDate')}
          required
          error={err('cessationDate')}
          minDate={today()}
        />
        <Textarea
          label={t('form.observation')}
          required
          autosize
          minRows={2}
          error={err('observation')}
          data-testid="demobilization-correct-observation"
          {...register('observation')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            loading={formState.isSubmitting}
            data-testid="demobilization-correct-submit"
          >
            {t('correct.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
