import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldError, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createItemSchemaOf,
  isFieldEditable,
  isFieldRequired,
  updateItemSchemaOf,
  type CatalogDefinition,
  type CatalogItemRow,
  type CommandResult,
} from '@faena/contracts';
import { fieldError } from '../../../components/ui/field-error';
import { newCommandId } from '../../../lib/command-id';
import { notifyError } from '../../../lib/notify';
import { createItem, updateItem } from '../api/catalogs.api';
import { CatalogFieldInput } from './catalog-field-input';

type Values = Record<string, unknown>;

interface Props {
  def: CatalogDefinition;
  /** the item being edited; null creates one */
  item: CatalogItemRow | null;
  onSaved: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
}

function initialValues(def: CatalogDefinition, item: CatalogItemRow | null): Values {
  const values: Values = item
    ? { commandId: newCommandId(), itemId: item.itemId }
    : { commandId: newCommandId(), code: '' };
  for (const f of def.fields) {
    const current = item?.[f.name];
    if (f.type === 'int') values[f.name] = typeof current === 'number' ? current : null;
    else values[f.name] = current ?? (f.type === 'flag' && isFieldRequired(f) ? 'N' : '');
  }
  return values;
}

/** The form over the declaration's schema (create or update), saving through the right call. */
function useCatalogForm({ def, item, onSaved }: Omit<Props, 'onCancel'>) {
  const editing = item !== null;
  const schema = useMemo(
    () => (editing ? updateItemSchemaOf(def) : createItemSchemaOf(def)),
    [def, editing],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: initialValues(def, item),
  });
  const onValid = form.handleSubmit(async (values) => {
    try {
      await onSaved(await (editing ? updateItem(def.id, values) : createItem(def.id, values)));
    } catch (err) {
      notifyError(err);
    }
  });
  return { form, onValid };
}

/**
 * The form of any catalogue, built from its declaration and validated with the contracts' schema:
 * required when Obligatorio is S; on edit, fields that are not editable (Modificable N, not forced)
 * are read-only, and so is the code.
 */
export function CatalogForm({ def, item, onSaved, onCancel }: Props) {
  const { t } = useTranslation('catalogs');
  const { form, onValid } = useCatalogForm({ def, item, onSaved });
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="catalog-form">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CodeInput item={item} form={form} />
          <DeclaredFields def={def} form={form} editing={item !== null} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting} data-testid="catalog-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The item's code: typed when creating, shown read-only when editing. */
function CodeInput({ item, form }: { item: CatalogItemRow | null; form: UseFormReturn<Values> }) {
  const { t } = useTranslation('catalogs');
  if (item)
    return (
      <TextInput label={t('code')} value={item.code} readOnly disabled data-testid="field-code" />
    );
  return (
    <TextInput
      label={t('code')}
      required
      error={fieldError(t, form.formState.errors['code'] as FieldError | undefined)}
      {...form.register('code')}
      data-testid="field-code"
    />
  );
}

interface DeclaredFieldsProps {
  def: CatalogDefinition;
  form: UseFormReturn<Values>;
  editing: boolean;
}

/** An input per declared field; on edit, the fields that are not editable are read-only. */
function DeclaredFields({ def, form, editing }: DeclaredFieldsProps) {
  return def.fields.map((f) => (
    <CatalogFieldInput
      key={f.name}
      field={f}
      control={form.control}
      error={form.formState.errors[f.name] as FieldError | undefined}
      required={isFieldRequired(f)}
      readOnly={editing && !isFieldEditable(f)}
    />
  ));
}
