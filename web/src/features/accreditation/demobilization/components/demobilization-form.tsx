import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  RegisterDemobilizationBodySchema,
  type CommandResult,
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

/**
 * A new individual demobilization, validated with the contracts' schema: an accredited worker
 * (the people grid; a person without an accreditation for the client is not taken), the cessation
 * reason and date, and the observation the spec requires.
 */
export function DemobilizationForm({
  onSubmitted,
  onCancel,
  submit = registerDemobilization,
}: Props) {
  const { t } = useTranslation('demobilization');
  const clientId = useSession((s) => s.user?.profile.clientId ?? '');
  const [personName, setPersonName] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, RegisterDemobilizationBody>({
    resolver: zodResolver(RegisterDemobilizationBodySchema),
    defaultValues: emptyDemobilization(),
  });
  const { control, handleSubmit, setValue, setError, formState } = form;
  const onValid = handleSubmit(async (body) => {
    try {
      await onSubmitted(await submit(body));
    } catch (err) {
      notifyError(err);
    }
  });
  const err = (name: keyof FormInput) => fieldError(t, formState.errors[name]);

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onValid(e)} noValidate data-testid="demobilization-form">
        <Stack>
          <Controller
            control={control}
            name="personId"
            render={() => (
              <PersonField
                label={t('form.person')}
                personName={personName}
                error={err('personId')}
                testId="demobilization-person"
                onChange={(p) => {
                  if (!p.accreditedClients.includes(clientId)) {
                    setError('personId', { message: 'demobilization:form.notAccredited' });
                    return;
                  }
                  setPersonName(`${p.fullName} · ${p.documentNumber}`);
                  setValue('personId', p.personId, { shouldValidate: true });
                }}
              />
            )}
          />
          <CessationFields testIdPrefix="demobilization" />
          <Group justify="flex-end">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('form.cancel')}
              </Button>
            )}
            <Button
              type="submit"
              loading={formState.isSubmitting}
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
