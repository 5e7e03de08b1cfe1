import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { SaveCompanyAttendanceBodySchema } from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';

export type CompanyConfigInput = z.input<typeof SaveCompanyAttendanceBodySchema>;
export type CodeListName = 'payrollGroups' | 'specialConditions';
type RowErrors = { code?: { message?: string }; description?: { message?: string } } | undefined;

interface CodeListProps {
  name: CodeListName;
  control: Control<CompanyConfigInput>;
  register: UseFormRegister<CompanyConfigInput>;
  errors: unknown;
}

/** One list of a company's codes: a row per code + description, and an add button. */
export function CodeList(props: CodeListProps) {
  const { t } = useTranslation('attendanceConfig');
  const list = useFieldArray({ control: props.control, name: props.name });
  const errors = props.errors as RowErrors[] | undefined;
  return (
    <Paper withBorder p="sm" data-testid={`list-${props.name}`}>
      <Text fw={500} mb="xs">
        {t(`companies.${props.name}`)}
      </Text>
      <Stack gap="xs">
        {list.fields.map((f, i) => (
          <CodeRow
            key={f.id}
            list={props}
            index={i}
            errors={errors?.[i]}
            onRemove={() => list.remove(i)}
          />
        ))}
        <AddCodeButton name={props.name} onAdd={() => list.append({ code: '', description: '' })} />
      </Stack>
    </Paper>
  );
}

function AddCodeButton({ name, onAdd }: { name: CodeListName; onAdd: () => void }) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconPlus size={14} />}
      onClick={onAdd}
      data-testid={`add-${name}`}
    >
      {t('companies.add')}
    </Button>
  );
}

interface CodeRowProps {
  list: CodeListProps;
  index: number;
  errors: RowErrors;
  onRemove: () => void;
}

function CodeRow({ list, index: i, errors, onRemove }: CodeRowProps) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Group align="flex-start" wrap="nowrap">
      <TextInput
        aria-label={t('common.code')}
        placeholder={t('common.code')}
        w={120}
        error={fieldError(t, errors?.code as never)}
        data-testid={`${list.name}-${i}-code`}
        {...list.register(`${list.name}.${i}.code`)}
      />
      <TextInput
        aria-label={t('common.description')}
        placeholder={t('common.description')}
        style={{ flex: 1 }}
        error={fieldError(t, errors?.description as never)}
        data-testid={`${list.name}-${i}-description`}
        {...list.register(`${list.name}.${i}.description`)}
      />
      <ActionIcon variant="subtle" color="red" aria-label={t('common.remove')} onClick={onRemove}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
