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
  const [open, setOpen] = useState(false);
  return (
    <Input.Wrapper label={label} error={error} required>
      <Group gap="xs" wrap="nowrap">
        <PersonName personName={personName} testId={testId} />
        <SearchButton disabled={disabled} onClick={() => setOpen(true)} testId={testId} />
      </Group>
      <PersonPicker opened={open} onClose={() => setOpen(false)} onSelect={onChange} />
    </Input.Wrapper>
  );
}

/** The chosen person's name, or "none" dimmed. */
function PersonName({ personName, testId }: { personName: string | null; testId: string }) {
  const { t } = useTranslation('common');
  return (
    <Text
      flex={1}
      size="sm"
      c={personName ? undefined : 'dimmed'}
      data-testid={`${testId}-value`}
      truncate
    >
      {personName ?? t('person.none')}
    </Text>
  );
}

/** The button that opens the people grid. */
function SearchButton(props: { disabled?: boolean; onClick: () => void; testId: string }) {
  const { t } = useTranslation('common');
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconSearch size={14} />}
      disabled={props.disabled}
      onClick={props.onClick}
      data-testid={`${props.testId}-search`}
    >
      {t('person.search')}
    </Button>
  );
}
