import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CommandResult } from '@faena/contracts';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-error';
import { newCommandId } from '../../../lib/command-id';
import { notifyError } from '../../../lib/notify';
import { companyOptions } from '../api/administration.api';
import { useReferenceOptions } from './reference-options';
import type { FieldSpec, Option, Values } from './field-input';
import { SectionFields, SectionTabs, type FieldProps } from './record-form-sections';

export interface FormSection {
  key: string;
  fields: FieldSpec[];
}

interface Props {
  sections: FormSection[];
  schema: z.ZodType;
  values: Values;
  /** the record's id key and value when editing; null registers a new record */
  id: { key: string; value: string } | null;
  readOnly?: boolean;
  save: (body: Values) => Promise<CommandResult>;
  onSaved: (result: CommandResult) => void;
  onCancel: () => void;
}

/** The companies' options, read when a field of the form lists them. */
function useCompanyOptions(sections: FormSection[]): Option[] {
  const [companies, setCompanies] = useState<Option[]>([]);
  useEffect(() => {
    if (sections.some((s) => s.fields.some((f) => f.options === 'companies')))
      companyOptions().then(setCompanies, notifyError);
  }, [sections]);
  return companies;
}

/** The lists the form's selects show: the companies and the reference lists, by field name. */
function useFieldOptions(sections: FormSection[], control: Control<Values>) {
  const companies = useCompanyOptions(sections);
  const references = useReferenceOptions(
    sections.flatMap((s) => s.fields),
    control,
  );
  return { companies, references };
}

/** Does an issue at one of `paths` belong to a field of the section (or to a part of one)? */
const holdsAny = (section: FormSection, paths: string[]) =>
  section.fields.some((f) =>
    paths.some((p) => p === f.name || p.startsWith(`${f.name}.`) || f.name.startsWith(`${p}.`)),
  );

type SubmitProps = Pick<Props, 'sections' | 'schema' | 'values' | 'id' | 'save' | 'onSaved'>;

/** The form, the tab shown, and a submit that saves or puts each issue on its field. */
function useRecordSubmit({ sections, schema, values, id, save, onSaved }: SubmitProps) {
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: values,
  });
  const [tab, setTab] = useState<string | null>(sections[0]?.key ?? null);
  /** Turns to the first tab with an error, so the message is seen where it belongs. */
  const showFirstError = (paths: string[]) => {
    const section = sections.find((s) => holdsAny(s, paths));
    if (section) setTab(section.key);
  };
  const submit = form.handleSubmit(
    async (body) => {
      try {
        onSaved(
          await save({ ...body, commandId: newCommandId(), ...(id ? { [id.key]: id.value } : {}) }),
        );
      } catch (err) {
        if (!(err instanceof ApiError && err.issues.length > 0)) {
          notifyError(err);
          return;
        }
        err.issues.forEach((i) => form.setError(i.path, { message: i.message }));
        showFirstError(err.issues.map((i) => i.path));
      }
    },
    (errors) => showFirstError(Object.keys(errors)),
  );
  return { form, tab, setTab, submit };
}

/**
 * The form of an administration record: react-hook-form + the contracts' zod schema; a 400 answer
 * puts each issue on its field. Sections show as tabs when there are several.
 */
export function RecordForm(props: Props) {
  const { sections, id, readOnly = false, onCancel } = props;
  const { form, tab, setTab, submit } = useRecordSubmit(props);
  const options = useFieldOptions(sections, form.control);
  const fieldProps: FieldProps = { form, options, readOnly, editing: id !== null };
  const single = sections.length === 1 ? sections[0] : undefined;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="record-form">
      <Stack>
        {single ? (
          <SectionFields fields={single.fields} {...fieldProps} />
        ) : (
          <SectionTabs sections={sections} tab={tab} onTab={setTab} fieldProps={fieldProps} />
        )}
        <FormActions
          readOnly={readOnly}
          submitting={form.formState.isSubmitting}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

interface FormActionsProps {
  readOnly: boolean;
  submitting: boolean;
  onCancel: () => void;
}

/** Cancel, and save unless the record is read-only. */
function FormActions({ readOnly, submitting, onCancel }: FormActionsProps) {
  const { t } = useTranslation('administration');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} data-testid="form-cancel">
        {t('cancel')}
      </Button>
      {!readOnly && (
        <Button type="submit" loading={submitting} data-testid="form-save">
          {t('save')}
        </Button>
      )}
    </Group>
  );
}
