import { Button, FileInput, Group, MultiSelect, Select, SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { UpdateRequirementsBodySchema, type UpdateRequirementsBody } from '@faena/contracts';
import { DateField } from '../../../components/forms/date-field';
import { fieldError } from '../../../components/ui/field-error';
import { newCommandId } from '../../../lib/command-id';
import { checkedPdf } from '../../../lib/files';
import type { PickOption } from '../api/reference-lists.api';
import { useWorkerOptions } from './use-pick-options';

type FormInput = z.input<typeof UpdateRequirementsBodySchema>;

/** The select's value: none until a requirement is picked. */
const orNull = (value: string | undefined) => value ?? null;
const DATES = ['expiresOn', 'issuedOn', 'startDate', 'endDate'] as const;

/** A field left empty is "Required field" (the schemas name their own keys for the rest). */
const keyed = zodResolver(UpdateRequirementsBodySchema, {
  error: (issue) => (issue.input === undefined ? 'common:requiredField' : undefined),
});
/** A cleared date box holds '': that is a date left empty too. */
const resolver: typeof keyed = (values, context, options) => {
  const cleared = (key: string, value: unknown) =>
    value === '' && (DATES as readonly string[]).includes(key);
  const entered = Object.fromEntries(Object.entries(values).filter(([k, v]) => !cleared(k, v)));
  return keyed(entered as FormInput, context, options);
};

interface Props {
  companies: PickOption[];
  types: PickOption[];
  /** the body, and the chosen workers' names by id (for the result list) */
  onSubmit: (body: UpdateRequirementsBody, names: Map<string, string>) => Promise<unknown>;
}

/**
 * A requirements update (domain spec §1, §3, §5): the companies, their workers (at least one),
 * the requirement, the four dates and the PDF, validated with the contracts' schema.
 */
export function RequirementsUpdateForm({ companies, types, onSubmit }: Props) {
  const { t } = useTranslation('requirements');
  const [fileError, setFileError] = useState<string>();
  const form = useForm<FormInput, unknown, UpdateRequirementsBody>({
    resolver,
    defaultValues: { commandId: newCommandId(), companyIds: [], personIds: [] },
  });
  const { control, handleSubmit, setValue, formState } = form;
  const companyIds = useWatch({ control, name: 'companyIds' });
  const personIds = useWatch({ control, name: 'personIds' });
  const workers = useWorkerOptions(companyIds, (kept) => setValue('personIds', kept), personIds);
  // the file's own error is the object's (its inner fields are filled by the picker, not typed)
  const err = (name: keyof FormInput) =>
    fieldError(t, formState.errors[name] as FieldError | undefined);
  const chooseFile = async (file: File | null) => {
    setFileError(undefined);
    setValue('file', undefined as unknown as FormInput['file']);
    if (!file) return;
    const checked = await checkedPdf(file);
    if ('error' in checked) setFileError(t(checked.error));
    else setValue('file', checked, { shouldValidate: formState.isSubmitted });
  };
  const submit = handleSubmit(async (body) => {
    await onSubmit(body, new Map(workers.map((w) => [w.value, w.label])));
    // a new update is a new command: a retry of this one would answer its stored results
    setValue('commandId', newCommandId());
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="requirements-update-form">
      <Stack gap="sm">
        <Controller
          control={control}
          name="companyIds"
          render={({ field }) => (
            <MultiSelect
              label={t('update.companies')}
              data={companies}
              value={field.value}
              onChange={field.onChange}
              searchable
              required
              error={err('companyIds')}
              data-testid="update-companies"
            />
          )}
        />
        <Controller
          control={control}
          name="personIds"
          render={({ field }) => (
            <MultiSelect
              label={t('update.workers')}
              data={workers}
              value={field.value}
              onChange={field.onChange}
              searchable
              required
              disabled={companyIds.length === 0}
              error={err('personIds')}
              data-testid="update-workers"
            />
          )}
        />
        <Controller
          control={control}
          name="typeCode"
          render={({ field }) => (
            <Select
              label={t('update.requirement')}
              data={types}
              value={orNull(field.value)}
              onChange={(v) => field.onChange(v ?? undefined)}
              searchable
              required
              error={err('typeCode')}
              data-testid="update-type"
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {DATES.map((name) => (
            <DateField
              key={name}
              control={control}
              name={name}
              label={t(`update.${name}`)}
              required
              error={err(name)}
              testId={`update-${name}`}
            />
          ))}
        </SimpleGrid>
        <FileInput
          label={t('documents.file')}
          accept="application/pdf"
          onChange={(f) => void chooseFile(f)}
          error={fileError ?? err('file')}
          required
          clearable
          data-testid="update-file"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting} data-testid="update-submit">
            {t('update.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
