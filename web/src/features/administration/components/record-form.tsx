import { Button, Group, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CommandResult } from '@faena/contracts';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-error';
import { newCommandId } from '../../../lib/command-id';
import { notifyError } from '../../../lib/notify';
import { companyOptions } from '../api/administration.api';
import { useReferenceOptions } from './reference-options';
import { FieldInput, type FieldSpec, type Option, type Values } from './field-input';

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

/**
 * The form of an administration record: react-hook-form + the contracts' zod schema; a 400 answer
 * puts each issue on its field. Sections show as tabs when there are several.
 */
export function RecordForm({
  sections,
  schema,
  values,
  id,
  readOnly = false,
  save,
  onSaved,
  onCancel,
}: Props) {
  const { t } = useTranslation('administration');
  const [companies, setCompanies] = useState<Option[]>([]);
  const { control, register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: values,
  });
  useEffect(() => {
    if (sections.some((s) => s.fields.some((f) => f.options === 'companies')))
      companyOptions().then(setCompanies, notifyError);
  }, [sections]);
  const references = useReferenceOptions(
    sections.flatMap((s) => s.fields),
    control,
  );
  const [tab, setTab] = useState<string | null>(sections[0]?.key ?? null);
  /** Turns to the first tab with an error, so the message is seen where it belongs. */
  const showFirstError = (paths: string[]) => {
    const section = sections.find((s) =>
      s.fields.some((f) =>
        paths.some((p) => p === f.name || p.startsWith(`${f.name}.`) || f.name.startsWith(`${p}.`)),
      ),
    );
    if (section) setTab(section.key);
  };
  const submit = handleSubmit(
    async (form) => {
      try {
        onSaved(
          await save({ ...form, commandId: newCommandId(), ...(id ? { [id.key]: id.value } : {}) }),
        );
      } catch (err) {
        if (err instanceof ApiError && err.issues.length > 0) {
          err.issues.forEach((i) => setError(i.path, { message: i.message }));
          showFirstError(err.issues.map((i) => i.path));
        } else notifyError(err);
      }
    },
    (errors) => showFirstError(Object.keys(errors)),
  );
  const grid = (fields: FieldSpec[]) => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="sm">
      {fields.map((f) => (
        <FieldInput
          key={f.name}
          spec={f}
          control={control}
          register={register}
          errors={formState.errors}
          companies={companies}
          references={references}
          readOnly={readOnly || (f.fixed === true && id !== null)}
        />
      ))}
    </SimpleGrid>
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="record-form">
      <Stack>
        {sections.length === 1 ? (
          grid(sections[0]!.fields)
        ) : (
          <Tabs value={tab} onChange={setTab} keepMounted>
            <Tabs.List>
              {sections.map((s) => (
                <Tabs.Tab key={s.key} value={s.key} data-testid={`form-tab-${s.key}`}>
                  {t(`section.${s.key}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {sections.map((s) => (
              <Tabs.Panel key={s.key} value={s.key}>
                {grid(s.fields)}
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid="form-cancel">
            {t('cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={formState.isSubmitting} data-testid="form-save">
              {t('save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
