import { Button, Group, Input, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonRow } from '@faena/contracts';
import { PersonPicker } from './person-picker';

interface Props {
  label: string;
  personName: string | null;
  error?: string;
  disabled?: boolean;
  testId?: string;
  onChange: (person: PersonRow) => void;
}

/** A read-only person field with a search button that opens the people grid. */
export function PersonField({
  label,
  personName,
  error,
  disabled,
  testId = 'person-field',
  onChange,
}: Props) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <Input.Wrapper label={label} error={error} required>
      <Group gap="xs" wrap="nowrap">
        <Text
          flex={1}
          size="sm"
          c={personName ? undefined : 'dimmed'}
          data-testid={`${testId}-value`}
          truncate
        >
          {personName ?? t('person.none')}
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconSearch size={14} />}
          disabled={disabled}
          onClick={() => setOpen(true)}
          data-testid={`${testId}-search`}
        >
          {t('person.search')}
        </Button>
      </Group>
      <PersonPicker opened={open} onClose={() => setOpen(false)} onSelect={onChange} />
    </Input.Wrapper>
  );
}
