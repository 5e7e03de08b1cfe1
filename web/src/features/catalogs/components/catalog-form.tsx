import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
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

/**
 * The form of any catalogue, built from its declaration and validated with the contracts' schema:
 * required when Obligatorio is S; on edit, fields that are not editable (Modificable N, not forced)
 * are read-only, and so is the code.
 */
export function CatalogForm({ def, item, onSaved, onCancel }: Props) {
  const { t } = useTranslation('catalogs');
  const editing = item !== null;
  const schema = useMemo(
    () => (editing ? updateItemSchemaOf(def) : createItemSchemaOf(def)),
    [def, editing],
  );
  const { control, register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: initialValues(def, item),
  });
  const onValid = handleSubmit(async (values) => {
    try {
      await onSaved(await (editing ? updateItem(def.id, values) : createItem(def.id, values)));
    } catch (err) {
      notifyError(err);
    }
  });
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="catalog-form">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {editing ? (
            <TextInput
              label={t('code')}
              value={item.code}
              readOnly
              disabled
              data-testid="field-code"
            />
          ) : (
            <TextInput
              label={t('code')}
              required
              error={fieldError(t, formState.errors['code'] as FieldError | undefined)}
              {...register('code')}
              data-testid="field-code"
            />
          )}
          {def.fields.map((f) => (
            <CatalogFieldInput
              key={f.name}
              field={f}
              control={control}
              error={formState.errors[f.name] as FieldError | undefined}
              required={isFieldRequired(f)}
              readOnly={editing && !isFieldEditable(f)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} data-testid="catalog-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
