import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  addDays,
  IssueCredentialBodySchema,
  type CommandResult,
  type IssueCredentialBody,
} from '@faena/contracts';
import { DateField } from '../../../components/forms/date-field';
import { PersonField } from '../../../components/person-picker/person-field';
import { fieldError } from '../../../components/ui/field-error';
import { newCommandId } from '../../../lib/command-id';
import { today } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import {
  issueCredential,
  type CredentialTypeOption,
  type ReasonOption,
} from '../api/identification.api';

/** An end left empty is no end (the type's validity gives it): the contract's schema decides. */
const FormSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && (v as { endDate?: unknown }).endDate === ''
      ? { ...v, endDate: undefined }
      : v,
  IssueCredentialBodySchema,
);
type FormInput = z.input<typeof IssueCredentialBodySchema>;

interface Props {
  credentialTypes: CredentialTypeOption[];
  reasons: ReasonOption[];
  onSaved: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
  /** the call (a test hands its own) */
  save?: (body: IssueCredentialBody) => Promise<CommandResult>;
}

/**
 * A new credential: the worker (picked by document or name), its type, start and end (the end
 * defaults to the type's validity and may not go beyond it), reference codes 1 and 2 and the
 * reason for issue (reasons of kind E).
 */
export function CredentialForm({
  credentialTypes,
  reasons,
  onSaved,
  onCancel,
  save = issueCredential,
}: Props) {
  const { t } = useTranslation('identification');
  const [personName, setPersonName] = useState<string | null>(null);
  const start = today();
  const form = useForm<FormInput, unknown, IssueCredentialBody>({
    resolver: zodResolver(FormSchema as unknown as typeof IssueCredentialBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      personId: '',
      credentialType: '',
      startDate: start,
      endDate: '',
      referenceCode1: '',
      referenceCode2: '',
      issueReason: '',
    },
  });
  const { control, register, handleSubmit, formState, watch, setValue } = form;
  const errors = formState.errors;
  const type = credentialTypes.find((c) => c.value === watch('credentialType'));
  const startDate = watch('startDate');
  const limit = type?.validityDays && startDate ? addDays(startDate, type.validityDays) : undefined;
  // a type with validity proposes the end (start + validity) whenever the start or the type changes
  useEffect(() => {
    if (limit) setValue('endDate', limit);
  }, [limit, setValue]);
  const issueReasons = reasons.filter((r) => r.kind === 'E');
  const onValid = handleSubmit(async (body) => {
    try {
      await onSaved(await save(body));
    } catch (err) {
      notifyError(err);
    }
  });
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="credential-form">
      <Stack gap="sm">
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
        <Group grow align="flex-start" wrap="wrap">
          <Controller
            control={control}
            name="credentialType"
            render={({ field }) => (
              <Select
                label={t('form.type')}
                required
                data={credentialTypes.map((c) => ({
                  value: c.value,
                  label: c.validityDays
                    ? t('form.typeWithValidity', { name: c.label, days: c.validityDays })
                    : c.label,
                }))}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={fieldError(t, errors.credentialType)}
                data-testid="credential-type"
              />
            )}
          />
          <Controller
            control={control}
            name="issueReason"
            render={({ field }) => (
              <Select
                label={t('form.issueReason')}
                required
                data={issueReasons.map((r) => ({ value: r.value, label: r.label }))}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={fieldError(t, errors.issueReason)}
                data-testid="credential-reason"
              />
            )}
          />
        </Group>
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
            {t('form.validityHint', { days: type?.validityDays })}
          </Text>
        )}
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} data-testid="credential-submit">
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
