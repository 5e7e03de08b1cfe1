import { FileInput, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/forms/date-field';
import type { PickOption } from '../api/reference-lists.api';
import { UPDATE_DATES, type UpdateForm } from './use-requirements-update-form';

interface Props {
  update: UpdateForm;
}

/** The select's value: none until a requirement is picked. */
const orNull = (value: string | undefined) => value ?? null;

/** The companies, then their workers (none to pick until a company is chosen). */
export function UpdatePeopleFields({ update, companies }: Props & { companies: PickOption[] }) {
  const { t } = useTranslation('requirements');
  const { form, err } = update;
  return (
    <>
      <Controller
        control={form.control}
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
      <WorkersSelect update={update} />
    </>
  );
}

function WorkersSelect({ update }: Props) {
  const { t } = useTranslation('requirements');
  const { form, err, workers, companyIds } = update;
  return (
    <Controller
      control={form.control}
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
  );
}

export function UpdateRequirementSelect({ update, types }: Props & { types: PickOption[] }) {
  const { t } = useTranslation('requirements');
  return (
    <Controller
      control={update.form.control}
      name="typeCode"
      render={({ field }) => (
        <Select
          label={t('update.requirement')}
          data={types}
          value={orNull(field.value)}
          onChange={(v) => field.onChange(v ?? undefined)}
          searchable
          required
          error={update.err('typeCode')}
          data-testid="update-type"
        />
      )}
    />
  );
}

/** The four dates, then the PDF (checked when picked). */
export function UpdateDatesAndFile({ update }: Props) {
  const { t } = useTranslation('requirements');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {UPDATE_DATES.map((name) => (
          <DateField
            key={name}
            control={update.form.control}
            name={name}
            label={t(`update.${name}`)}
            required
            error={update.err(name)}
            testId={`update-${name}`}
          />
        ))}
      </SimpleGrid>
      <FileInput
        label={t('documents.file')}
        accept="application/pdf"
        onChange={(f) => void update.file.chooseFile(f)}
        error={update.file.fileError ?? update.err('file')}
        required
        clearable
        data-testid="update-file"
      />
    </>
  );
}
