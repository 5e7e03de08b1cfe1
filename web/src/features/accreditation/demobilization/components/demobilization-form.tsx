import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  RegisterDemobilizationBodySchema,
  type CommandResult,
  type PersonRow,
  type RegisterDemobilizationBody,
} from '@faena/contracts';
import { PersonField } from '../../../../components/person-picker/person-field';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { useSession } from '../../../../stores/session.store';
import { registerDemobilization } from '../api/demobilization.api';
import { CessationFields } from './cessation-fields';

type FormInput = z.input<typeof RegisterDemobilizationBodySchema>;

const emptyDemobilization = (): FormInput => ({
  commandId: newCommandId(),
  personId: '',
  cessationReason: '',
  cessationDate: today(),
  observation: '',
});

interface Props {
  /** called with the command's result; the page reads its write before closing */
  onSubmitted: (result: CommandResult) => Promise<void> | void;
  onCancel?: () => void;
  submit?: (body: RegisterDemobilizationBody) => Promise<CommandResult>;
}

/** The form, and a valid submit that registers the demobilization. */
function useDemobilizationForm({ onSubmitted, submit = registerDemobilization }: Props) {
  const form = useForm<FormInput, unknown, RegisterDemobilizationBody>({
    resolver: zodResolver(RegisterDemobilizationBodySchema),
    defaultValues: emptyDemobilization(),
  });
  const onValid = form.handleSubmit(async (body) => {
    try {
      await onSubmitted(await submit(body));
    } catch (err) {
      notifyError(err);
    }
  });
  return { form, onValid };
}

/**
 * A new individual demobilization, validated with the contracts' schema: an accredited worker
 * (the people grid; a person without an accreditation for the client is not taken), the cessation
 * reason and date, and the observation the spec requires.
 */
export function DemobilizationForm(props: Props) {
  const { t } = useTranslation('demobilization');
  const { form, onValid } = useDemobilizationForm(props);
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onValid(e)} noValidate data-testid="demobilization-form">
        <Stack>
          <WorkerField form={form} />
          <CessationFields testIdPrefix="demobilization" />
          <Group justify="flex-end">
            {props.onCancel && (
              <Button variant="default" onClick={props.onCancel}>
                {t('form.cancel')}
              </Button>
            )}
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
              data-testid="demobilization-submit"
            >
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** The person chosen, taken only when accredited at the user's client. */
function useAccreditedPick({ setValue, setError }: WorkerForm) {
  const clientId = useSession((s) => s.user?.profile.clientId ?? '');
  const [personName, setPersonName] = useState<string | null>(null);
  const choose = (p: PersonRow) => {
    if (!p.accreditedClients.includes(clientId)) {
      setError('personId', { message: 'demobilization:form.notAccredited' });
      return;
    }
    setPersonName(`${p.fullName} · ${p.documentNumber}`);
    setValue('personId', p.personId, { shouldValidate: true });
  };
  return { personName, choose };
}

type WorkerForm = UseFormReturn<FormInput, unknown, RegisterDemobilizationBody>;

/** The worker: taken only when accredited at the user's client ('not accredited' otherwise). */
function WorkerField({ form }: { form: WorkerForm }) {
  const { t } = useTranslation('demobilization');
  const { personName, choose } = useAccreditedPick(form);
  const { control, formState } = form;
  return (
    <Controller
      control={control}
      name="personId"
      render={() => (
        <PersonField
          label={t('form.person')}
          personName={personName}
          error={fieldError(t, formState.errors.personId)}
          testId="demobilization-person"
          onChange={choose}
        />
      )}
    />
  );
}
