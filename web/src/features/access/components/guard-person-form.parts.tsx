import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconLogin, IconLogout, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Direction } from '@faena/contracts';

interface CodeInputProps {
  code: string;
  onCode: (code: string) => void;
  onSubmit: () => void;
  onToggleScan: () => void;
}

/** The document box (numeric keypad on phones) and the QR toggle; Enter marks a one-way door. */
export function GuardCodeInput(props: CodeInputProps) {
  const { t } = useTranslation('access');
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      <Group align="flex-end" wrap="nowrap" gap="xs">
        <TextInput
          label={t('guard.document')}
          placeholder={t('guard.documentPlaceholder')}
          value={props.code}
          onChange={(e) => props.onCode(e.currentTarget.value)}
          inputMode="numeric"
          autoComplete="off"
          size="xl"
          style={{ flex: 1 }}
          data-testid="guard-document"
        />
        <ScanToggle onToggle={props.onToggleScan} />
      </Group>
    </form>
  );
}

function ScanToggle({ onToggle }: { onToggle: () => void }) {
  const { t } = useTranslation('access');
  return (
    <Button
      size="xl"
      variant="default"
      px="sm"
      aria-label={t('guard.scan')}
      onClick={onToggle}
      data-testid="guard-scan-toggle"
    >
      <IconQrcode size={32} />
    </Button>
  );
}

interface MarkButtonsProps {
  /** the door's own direction, or null on a two-way door */
  fixed: Direction | null;
  busy: boolean;
  disabled: boolean;
  onMark: (direction: Direction) => void;
}

/** One big button for the door's own direction. */
function FixedMarkButton({
  fixed,
  busy,
  disabled,
  onMark,
}: MarkButtonsProps & { fixed: Direction }) {
  const { t } = useTranslation('access');
  const entry = fixed === 'E';
  return (
    <Button
      size="xl"
      h={72}
      fz={22}
      color={entry ? 'green' : 'blue'}
      leftSection={entry ? <IconLogin size={30} /> : <IconLogout size={30} />}
      loading={busy}
      disabled={disabled}
      onClick={() => onMark(fixed)}
      data-testid={entry ? 'guard-entry' : 'guard-exit'}
    >
      {t(entry ? 'guard.markEntry' : 'guard.markExit')}
    </Button>
  );
}

const TWO_WAY = {
  E: { color: 'green', Icon: IconLogin, testId: 'guard-entry', label: 'guard.entry' },
  S: { color: 'blue', Icon: IconLogout, testId: 'guard-exit', label: 'guard.exit' },
} as const;

/** ENTRY or EXIT, side by side, on a two-way door. */
function TwoWayMarkButton(props: Omit<MarkButtonsProps, 'fixed'> & { direction: Direction }) {
  const { t } = useTranslation('access');
  const { color, Icon, testId, label } = TWO_WAY[props.direction];
  return (
    <Button
      size="xl"
      h={88}
      px="xs"
      fz={20}
      color={color}
      leftSection={<Icon size={26} />}
      loading={props.busy}
      disabled={props.disabled}
      onClick={() => props.onMark(props.direction)}
      data-testid={testId}
    >
      {t(label)}
    </Button>
  );
}

/** The mark buttons: the door's own direction, or ENTRY and EXIT on a two-way door. */
export function GuardMarkButtons(props: MarkButtonsProps) {
  const { fixed, ...rest } = props;
  if (fixed) return <FixedMarkButton {...props} fixed={fixed} />;
  return (
    <SimpleGrid cols={2} spacing="sm">
      <TwoWayMarkButton {...rest} direction="E" />
      <TwoWayMarkButton {...rest} direction="S" />
    </SimpleGrid>
  );
}
