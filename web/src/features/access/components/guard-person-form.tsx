import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconLogin, IconLogout, IconQrcode } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Direction } from '@faena/contracts';
import type { GuardDoor } from '../stores/guard-door.store';
import { GuardQrScan } from './guard-qr-scan';

interface Props {
  door: GuardDoor;
  busy: boolean;
  onMark: (code: string, direction: Direction) => Promise<void>;
}

/**
 * Document number (numeric keypad on phones) or a scanned QR, then one tap: ENTRY or EXIT on a
 * two-way door, the door's own direction otherwise.
 */
export function GuardPersonForm({ door, busy, onMark }: Props) {
  const { t } = useTranslation('access');
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const fixed: Direction | null = door.type === 'A' ? null : door.type;

  const send = async (value: string, direction: Direction) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    await onMark(trimmed, direction);
    setCode('');
  };
  const scanned = useCallback(
    (value: string) => {
      setScanning(false);
      setCode(value);
      if (fixed) void onMark(value, fixed).then(() => setCode(''));
    },
    [fixed, onMark],
  );

  return (
    <Stack gap="sm">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (fixed) void send(code, fixed);
        }}
      >
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <TextInput
            label={t('guard.document')}
            placeholder={t('guard.documentPlaceholder')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
            size="xl"
            style={{ flex: 1 }}
            data-testid="guard-document"
          />
          <Button
            size="xl"
            variant="default"
            px="sm"
            aria-label={t('guard.scan')}
            onClick={() => setScanning((s) => !s)}
            data-testid="guard-scan-toggle"
          >
            <IconQrcode size={32} />
          </Button>
        </Group>
      </form>
      {scanning && <GuardQrScan onCode={scanned} onClose={() => setScanning(false)} />}
      {fixed ? (
        <Button
          size="xl"
          h={72}
          fz={22}
          color={fixed === 'E' ? 'green' : 'blue'}
          leftSection={fixed === 'E' ? <IconLogin size={30} /> : <IconLogout size={30} />}
          loading={busy}
          disabled={!code.trim()}
          onClick={() => void send(code, fixed)}
          data-testid={fixed === 'E' ? 'guard-entry' : 'guard-exit'}
        >
          {t(fixed === 'E' ? 'guard.markEntry' : 'guard.markExit')}
        </Button>
      ) : (
        <SimpleGrid cols={2} spacing="sm">
          <Button
            size="xl"
            h={88}
            px="xs"
            fz={20}
            color="green"
            leftSection={<IconLogin size={26} />}
            loading={busy}
            disabled={!code.trim()}
            onClick={() => void send(code, 'E')}
            data-testid="guard-entry"
          >
            {t('guard.entry')}
          </Button>
          <Button
            size="xl"
            h={88}
            px="xs"
            fz={20}
            color="blue"
            leftSection={<IconLogout size={26} />}
            loading={busy}
            disabled={!code.trim()}
            onClick={() => void send(code, 'S')}
            data-testid="guard-exit"
          >
            {t('guard.exit')}
          </Button>
        </SimpleGrid>
      )}
    </Stack>
  );
}
