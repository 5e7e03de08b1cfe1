import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CorrectDemobilizationBodySchema,
  type CommandResult,
  type CorrectDemobilizationBody,
  type DemobilizationRow,
} from '@faena/contracts';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError } from '../../../../lib/notify';
import { correctDemobilization } from '../api/demobilization.api';
import { CessationFields } from './cessation-fields';

type FormInput = z.input<typeof CorrectDemobilizationBodySchema>;

interface Props {
  demobilization: DemobilizationRow;
  onSubmitted: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
}

/** Corrects an observed (Observada) demobilization and sends it again for approval. */
export function CorrectForm({ demobilization: d, onSubmitted, onCancel }: Props) {
  const { t } = useTranslation('demobilization');
  const { form, onValid } = useCorrectForm(d, onSubmitted);
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onValid(e)} noValidate data-testid="demobilization-correct-form">
        <Stack>
          <ObservedSummary demobilization={d} />
          <CessationFields testIdPrefix="demobilization-correct" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
              data-testid="demobilization-correct-submit"
            >
              {t('correct.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** The form over the observed demobilization's values; a valid submit sends the correction. */
function useCorrectForm(d: DemobilizationRow, onSubmitted: Props['onSubmitted']) {
  const form = useForm<FormInput, unknown, CorrectDemobilizationBody>({
    resolver: zodResolver(CorrectDemobilizationBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      demobilizationId: d.demobilizationId,
      cessationReason: d.cessationReason,
      cessationDate: d.cessationDate,
      observation: d.observation,
    },
  });
  const onValid = form.handleSubmit(async (body) => {
    try {
      await onSubmitted(await correctDemobilization(body));
    } catch (err) {
      notifyError(err);
    }
  });
  return { form, onValid };
}

/** Which demobilization, and the approver's observation to correct. */
function ObservedSummary({ demobilization: d }: { demobilization: DemobilizationRow }) {
  const { t } = useTranslation('demobilization');
  return (
    <>
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
    </>
  );
}
