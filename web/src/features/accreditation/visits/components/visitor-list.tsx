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
  const { control, register, formState } = useFormContext<VisitFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'visitors' });
  const rowErrors = (i: number) => (formState.errors.visitors?.[i] ?? {}) as RowErrors;
  const listError = formState.errors.visitors?.root ?? formState.errors.visitors;
  return (
    <Stack gap="xs" data-testid="visitor-list">
      <Text fw={500} size="sm">
        {t('form.visitors')}
      </Text>
      {fields.map((f, i) => (
        <Group key={f.id} align="flex-start" gap="xs" wrap="wrap" data-testid={`visitor-${i}`}>
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
          <TextInput
            w={130}
            placeholder={t('form.documentNumber')}
            aria-label={t('form.documentNumber')}
            error={fieldError(t, rowErrors(i).documentNumber)}
            data-testid={`visitor-${i}-document`}
            {...register(`visitors.${i}.documentNumber`)}
          />
          <TextInput
            flex={1}
            miw={120}
            placeholder={t('form.names')}
            aria-label={t('form.names')}
            error={fieldError(t, rowErrors(i).names)}
            data-testid={`visitor-${i}-names`}
            {...register(`visitors.${i}.names`)}
          />
          <TextInput
            flex={1}
            miw={120}
            placeholder={t('form.surnames')}
            aria-label={t('form.surnames')}
            error={fieldError(t, rowErrors(i).surnames)}
            data-testid={`visitor-${i}-surnames`}
            {...register(`visitors.${i}.surnames`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('form.removeVisitor')}
            onClick={() => remove(i)}
            data-testid={`visitor-${i}-remove`}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {listError?.message && (
        <Text c="red" size="sm" data-testid="visitors-error">
          {fieldError(t, listError as FieldError)}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconUserPlus size={16} />}
          onClick={() => append(emptyVisitor())}
          data-testid="visitor-add"
        >
          {t('form.addVisitor')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('form.visitorsHint')}
      </Text>
    </Stack>
  );
}
