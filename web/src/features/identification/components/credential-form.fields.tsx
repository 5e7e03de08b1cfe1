import { Group, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/forms/date-field';
import { PersonField } from '../../../components/person-picker/person-field';
import { fieldError } from '../../../components/ui/field-error';
import type { CredentialTypeOption, ReasonOption } from '../api/identification.api';
import type { CredentialFormInput } from './use-credential-form';

interface Fields {
  control: Control<CredentialFormInput>;
  errors: FieldErrors<CredentialFormInput>;
}

/** The worker, picked by document or name (shown as name · document once picked). */
export function CredentialPersonField({ control, errors }: Fields) {
  const { t } = useTranslation('identification');
  const [personName, setPersonName] = useState<string | null>(null);
  return (
    <Controller
      control={control}
      name="personId"
      render={({ field }) => (
        <PersonField
          label={t('form.person')}
          personName={personName}
          error={fieldError(t, errors.personId)}
          testId="credential-person"
          onChange={(p) => {
            field.onChange(p.personId);
            setPersonName(`${p.fullName} · ${p.documentType} ${p.documentNumber}`);
          }}
        />
      )}
    />
  );
}

type SelectsProps = Fields & { credentialTypes: CredentialTypeOption[]; reasons: ReasonOption[] };

/** The credential type (with its validity in days) and the reason for issue (reasons of kind E). */
export function CredentialSelects({ credentialTypes, reasons, ...fields }: SelectsProps) {
  const { t } = useTranslation('identification');
  const types = credentialTypes.map((c) => ({
    value: c.value,
    label: c.validityDays
      ? t('form.typeWithValidity', { name: c.label, days: c.validityDays })
      : c.label,
  }));
  const issueReasons = reasons
    .filter((r) => r.kind === 'E')
    .map((r) => ({ value: r.value, label: r.label }));
  return (
    <Group grow align="flex-start" wrap="wrap">
      <CodeSelect {...fields} name="credentialType" label={t('form.type')} data={types} />
      <CodeSelect
        {...fields}
        name="issueReason"
        label={t('form.issueReason')}
        data={issueReasons}
      />
    </Group>
  );
}

const TEST_IDS = { credentialType: 'credential-type', issueReason: 'credential-reason' };

type CodeSelectProps = Fields & {
  name: 'credentialType' | 'issueReason';
  label: string;
  data: Array<{ value: string; label: string }>;
};

function CodeSelect({ control, errors, name, label, data }: CodeSelectProps) {
  const { t } = useTranslation('identification');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required
          data={data}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          error={fieldError(t, errors[name])}
          data-testid={TEST_IDS[name]}
        />
      )}
    />
  );
}

type DatesProps = Fields & { limit: string | undefined; validityDays: number | null | undefined };

/** Start and end (the end at most the type's validity from the start, with a hint saying so). */
export function CredentialDates({ control, errors, limit, validityDays }: DatesProps) {
  const { t } = useTranslation('identification');
  return (
    <>
      <Group grow align="flex-start" wrap="wrap">
        <DateField
          control={control}
          name="startDate"
          label={t('form.startDate')}
          required
          error={fieldError(t, errors.startDate)}
          testId="credential-start"
        />
        <DateField
          control={control}
          name="endDate"
          label={t('form.endDate')}
          maxDate={limit}
          error={fieldError(t, errors.endDate)}
          testId="credential-end"
        />
      </Group>
      {limit && (
        <Text size="xs" c="dimmed" data-testid="credential-validity">
          {t('form.validityHint', { days: validityDays })}
        </Text>
      )}
    </>
  );
}

type ReferencesProps = Pick<Fields, 'errors'> & { register: UseFormRegister<CredentialFormInput> };

/** Reference codes 1 and 2. */
export function CredentialReferences({ register, errors }: ReferencesProps) {
  const { t } = useTranslation('identification');
  return (
    <Group grow align="flex-start" wrap="wrap">
      <TextInput
        label={t('form.reference1')}
        error={fieldError(t, errors.referenceCode1)}
        data-testid="credential-ref1"
        {...register('referenceCode1')}
      />
      <TextInput
        label={t('form.reference2')}
        error={fieldError(t, errors.referenceCode2)}
        data-testid="credential-ref2"
        {...register('referenceCode2')}
      />
    </Group>
  );
}
