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

const DATA_TYPES = ['I', 'S', 'D'] as const;

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
        <CharacteristicLine
          key={i}
          c={c}
          disabled={disabled}
          onPatch={(patch) => set(i, patch)}
          onRemove={() => onChange(value.filter((_, n) => n !== i))}
        />
      ))}
      {error && (
        <Text c="red" size="xs">
          {error}
        </Text>
      )}
      {!disabled && (
        <AddButton onClick={() => onChange([...value, { name: '', dataType: 'S', value: '' }])} />
      )}
    </Stack>
  );
}

interface LineProps {
  c: RecordCharacteristic;
  disabled: boolean;
  onPatch: (patch: Partial<RecordCharacteristic>) => void;
  onRemove: () => void;
}

/** One characteristic: its name, data type and value (a date input for D); removable. */
function CharacteristicLine({ c, disabled, onPatch, onRemove }: LineProps) {
  const { t } = useTranslation('administration');
  const common = { size: 'xs', disabled } as const;
  return (
    <Group gap="xs" align="end" wrap="nowrap">
      <TextInput
        {...common}
        label={t('field.name')}
        value={c.name}
        onChange={(e) => onPatch({ name: e.currentTarget.value })}
      />
      <Select
        {...common}
        label={t('field.type')}
        w={110}
        data={DATA_TYPES.map((d) => ({ value: d, label: t(`dataType.${d}`) }))}
        value={c.dataType}
        onChange={(v) => onPatch({ dataType: v ?? 'S' })}
      />
      <TextInput
        {...common}
        label={t('value')}
        type={c.dataType === 'D' ? 'date' : 'text'}
        value={c.value}
        onChange={(e) => onPatch({ value: e.currentTarget.value })}
      />
      {!disabled && <RemoveButton onClick={onRemove} />}
    </Group>
  );
}

function AddButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('administration');
  return (
    <Button
      size="xs"
      variant="light"
      w="fit-content"
      leftSection={<IconPlus size={14} />}
      onClick={onClick}
    >
      {t('addCharacteristic')}
    </Button>
  );
}

function RemoveButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('administration');
  return (
    <ActionIcon variant="subtle" color="red" aria-label={t('delete')} onClick={onClick}>
      <IconTrash size={14} />
    </ActionIcon>
  );
}
