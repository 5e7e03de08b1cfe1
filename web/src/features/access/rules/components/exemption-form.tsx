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
import { PeriodFields } from '../../../../components/forms/period-fields';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { plusDays, today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { grantExemption } from '../api/access-rules.api';

type FormInput = z.input<typeof GrantExemptionBodySchema>;

interface Props {
  personId: string;
  /** the exemption-types catalogue's active items */
  types: Array<{ value: string; label: string }>;
  onSaved: (r: CommandResult) => Promise<void> | void;
}

/** The exemption's form state; granted, it clears for the next requirement of the same dates. */
function useExemptionForm({ personId, onSaved }: Props) {
  const form = useForm<FormInput, unknown, GrantExemptionBody>({
    resolver: zodResolver(GrantExemptionBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      personId,
      requirementCode: '',
      exemptionType: '',
      startDate: today(),
      endDate: plusDays(today(), 30),
    },
  });
  const onValid = form.handleSubmit(async (body) => {
    try {
      await onSaved(await grantExemption(body));
      form.reset({ ...body, commandId: newCommandId(), requirementCode: '' });
    } catch (err) {
      notifyError(err);
    }
  });
  return { form, onValid };
}

type ExemptionFormState = ReturnType<typeof useExemptionForm>['form'];

/** The exemption's type, from the exemption-types catalogue. */
function ExemptionTypeField({ form, types }: { form: ExemptionFormState; types: Props['types'] }) {
  const { t } = useTranslation('accessRules');
  const error = form.formState.errors.exemptionType;
  return (
    <Controller
      control={form.control}
      name="exemptionType"
      render={({ field }) => (
        <Select
          label={t('exemption.exemptionType')}
          required
          searchable
          data={types}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          error={fieldError(t, error)}
          data-testid="exemption-type"
        />
      )}
    />
  );
}

/** The requirement exempted (its code) and the exemption's type. */
function ExemptionWhatFields({ form, types }: { form: ExemptionFormState; types: Props['types'] }) {
  const { t } = useTranslation('accessRules');
  return (
    <Group grow align="flex-start" wrap="wrap">
      <TextInput
        label={t('exemption.requirementCode')}
        required
        error={fieldError(t, form.formState.errors.requirementCode)}
        data-testid="exemption-code"
        {...form.register('requirementCode')}
      />
      <ExemptionTypeField form={form} types={types} />
    </Group>
  );
}

/** From when to when the exemption holds. */
function ExemptionDateFields({ form }: { form: ExemptionFormState }) {
  const { t } = useTranslation('accessRules');
  const errors = form.formState.errors;
  return (
    <PeriodFields
      control={form.control}
      start="startDate"
      end="endDate"
      labels={{ start: t('common.startDate'), end: t('common.endDate') }}
      errors={{ start: fieldError(t, errors.startDate), end: fieldError(t, errors.endDate) }}
      testIdPrefix="exemption"
    />
  );
}

/** An exemption of one requirement type for the person, between two dates. */
export function ExemptionForm(props: Props) {
  const { t } = useTranslation('accessRules');
  const { form, onValid } = useExemptionForm(props);
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="exemption-form">
      <Stack gap="xs">
        <ExemptionWhatFields form={form} types={props.types} />
        <ExemptionDateFields form={form} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            data-testid="exemption-submit"
          >
            {t('people.exempt')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
