import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { VisitFormInput } from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';

const DOCUMENT_TYPES = ['DNI', 'CE', 'PAS'];
export const emptyVisitor = () => ({
  documentType: 'DNI',
  documentNumber: '',
  names: '',
  surnames: '',
});

type RowErrors = Partial<
  Record<'documentType' | 'documentNumber' | 'names' | 'surnames', FieldError>
>;

/**
 * The visitors of a visit: document type and number (a known person is taken as is), and names
 * and surnames for a visitor the site does not know yet (registered with condition VISITA).
 */
export function VisitorList() {
  const { t } = useTranslation('visits');
  const { control, formState } = useFormContext<VisitFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'visitors' });
  const listError = formState.errors.visitors?.root ?? formState.errors.visitors;
  return (
    <Stack gap="xs" data-testid="visitor-list">
      <Text fw={500} size="sm">
        {t('form.visitors')}
      </Text>
      {fields.map((f, i) => (
        <VisitorLine key={f.id} i={i} onRemove={() => remove(i)} />
      ))}
      {listError?.message && (
        <Text c="red" size="sm" data-testid="visitors-error">
          {fieldError(t, listError as FieldError)}
        </Text>
      )}
      <AddVisitor onAdd={() => append(emptyVisitor())} />
      <Text size="xs" c="dimmed">
        {t('form.visitorsHint')}
      </Text>
    </Stack>
  );
}

/** A visitor's text fields: the document number, then the names a new visitor needs. */
const TEXT_FIELDS = [
  { name: 'documentNumber', testId: 'document', size: { w: 130 } },
  { name: 'names', testId: 'names', size: { flex: 1, miw: 120 } },
  { name: 'surnames', testId: 'surnames', size: { flex: 1, miw: 120 } },
] as const;

/** One visitor: document type and number, names and surnames, and the remove button. */
function VisitorLine({ i, onRemove }: { i: number; onRemove: () => void }) {
  const { t } = useTranslation('visits');
  const { register, formState } = useFormContext<VisitFormInput>();
  const errors = (formState.errors.visitors?.[i] ?? {}) as RowErrors;
  return (
    <Group align="flex-start" gap="xs" wrap="wrap" data-testid={`visitor-${i}`}>
      <DocumentTypeSelect i={i} />
      {TEXT_FIELDS.map(({ name, testId, size }) => (
        <TextInput
          key={name}
          {...size}
          placeholder={t(`form.${name}`)}
          aria-label={t(`form.${name}`)}
          error={fieldError(t, errors[name])}
          data-testid={`visitor-${i}-${testId}`}
          {...register(`visitors.${i}.${name}`)}
        />
      ))}
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('form.removeVisitor')}
        onClick={onRemove}
        data-testid={`visitor-${i}-remove`}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

function DocumentTypeSelect({ i }: { i: number }) {
  const { t } = useTranslation('visits');
  const { control } = useFormContext<VisitFormInput>();
  return (
    <Controller
      control={control}
      name={`visitors.${i}.documentType`}
      render={({ field }) => (
        <Select
          w={90}
          aria-label={t('form.documentType')}
          data={DOCUMENT_TYPES}
          value={field.value}
          onChange={(v) => field.onChange(v ?? 'DNI')}
          allowDeselect={false}
        />
      )}
    />
  );
}

function AddVisitor({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('visits');
  return (
    <Group>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconUserPlus size={16} />}
        onClick={onAdd}
        data-testid="visitor-add"
      >
        {t('form.addVisitor')}
      </Button>
    </Group>
  );
}
