import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  GrantExemptionBodySchema,
  type CommandResult,
  type GrantExemptionBody,
} from '@faena/contracts';
import { DateField } from '../../../../components/forms/date-field';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { plusDays, today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { grantExemption } from '../api/access-rules.api';

type FormInput = z.input<typeof GrantExemptionBodySchema>;

/** An exemption of one requirement type for the person, between two dates. */
export function ExemptionForm(props: {
  personId: string;
  /** the exemption-types catalogue's active items */
  types: Array<{ value: string; label: string }>;
  onSaved: (r: CommandResult) => Promise<void> | void;
}) {
  const { t } = useTranslation('accessRules');
  const form = useForm<FormInput, unknown, GrantExemptionBody>({
    resolver: zodResolver(GrantExemptionBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      personId: props.personId,
      requirementCode: '',
      exemptionType: '',
      startDate: today(),
      endDate: plusDays(today(), 30),
    },
  });
  const { control, register, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  const onValid = handleSubmit(async (body) => {
    try {
      await props.onSaved(await grantExemption(body));
      reset({ ...body, commandId: newCommandId(), requirementCode: '' });
    } catch (err) {
      notifyError(err);
    }
  });
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="exemption-form">
      <Stack gap="xs">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('exemption.requirementCode')}
            required
            error={fieldError(t, errors.requirementCode)}
            data-testid="exemption-code"
            {...register('requirementCode')}
          />
          <Controller
            control={control}
            name="exemptionType"
            render={({ field }) => (
              <Select
                label={t('exemption.exemptionType')}
                required
                searchable
                data={props.types}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={fieldError(t, errors.exemptionType)}
                data-testid="exemption-type"
              />
            )}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <DateField
            control={control}
            name="startDate"
            label={t('common.startDate')}
            required
            error={fieldError(t, errors.startDate)}
            testId="exemption-start"
          />
          <DateField
            control={control}
            name="endDate"
            label={t('common.endDate')}
            required
            error={fieldError(t, errors.endDate)}
            testId="exemption-end"
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting} data-testid="exemption-submit">
            {t('people.exempt')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
