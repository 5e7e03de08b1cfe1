import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RecordCharacteristic } from '@faena/contracts';

interface Props {
  value: RecordCharacteristic[];
  onChange: (value: RecordCharacteristic[]) => void;
  error?: string | undefined;
  disabled: boolean;
}

/** Additional characteristics: name, data type (I number, S text, D date) and value. */
export function CharacteristicsInput({ value, onChange, error, disabled }: Props) {
  const { t } = useTranslation('administration');
  const set = (i: number, patch: Partial<RecordCharacteristic>) =>
    onChange(value.map((c, n) => (n === i ? { ...c, ...patch } : c)));
  return (
    <Stack gap="xs" data-testid="field-characteristics">
      <Text fw={500} size="sm">
        {t('characteristics')}
      </Text>
      {value.map((c, i) => (
        <Group key={i} gap="xs" align="end" wrap="nowrap">
          <TextInput
            size="xs"
            label={t('field.name')}
            value={c.name}
            onChange={(e) => set(i, { name: e.currentTarget.value })}
            disabled={disabled}
          />
          <Select
            size="xs"
            label={t('field.type')}
            w={110}
            data={(['I', 'S', 'D'] as const).map((d) => ({ value: d, label: t(`dataType.${d}`) }))}
            value={c.dataType}
            onChange={(v) => set(i, { dataType: v ?? 'S' })}
            disabled={disabled}
          />
          <TextInput
            size="xs"
            label={t('value')}
            type={c.dataType === 'D' ? 'date' : 'text'}
            value={c.value}
            onChange={(e) => set(i, { value: e.currentTarget.value })}
            disabled={disabled}
          />
          {!disabled && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('delete')}
              onClick={() => onChange(value.filter((_, n) => n !== i))}
            >
              <IconTrash size={14} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {error && (
        <Text c="red" size="xs">
          {error}
        </Text>
      )}
      {!disabled && (
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...value, { name: '', dataType: 'S', value: '' }])}
        >
          {t('addCharacteristic')}
        </Button>
      )}
    </Stack>
  );
}
