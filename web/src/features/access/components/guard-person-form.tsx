import { Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { Direction } from '@faena/contracts';
import type { GuardDoor } from '../stores/guard-door.store';
import { GuardCodeInput, GuardMarkButtons } from './guard-person-form.parts';
import { GuardQrScan } from './guard-qr-scan';

interface Props {
  door: GuardDoor;
  busy: boolean;
  onMark: (code: string, direction: Direction) => Promise<void>;
}

/** The typed or scanned code, and marking it (the box clears once marked). */
function useGuardPersonForm({ door, onMark }: Props) {
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
  return { code, setCode, scanning, setScanning, fixed, send, scanned };
}

/**
 * Document number (numeric keypad on phones) or a scanned QR, then one tap: ENTRY or EXIT on a
 * two-way door, the door's own direction otherwise.
 */
export function GuardPersonForm(props: Props) {
  const { code, setCode, scanning, setScanning, fixed, send, scanned } = useGuardPersonForm(props);
  return (
    <Stack gap="sm">
      <GuardCodeInput
        code={code}
        onCode={setCode}
        onSubmit={() => fixed && void send(code, fixed)}
        onToggleScan={() => setScanning((s) => !s)}
      />
      {scanning && <GuardQrScan onCode={scanned} onClose={() => setScanning(false)} />}
      <GuardMarkButtons
        fixed={fixed}
        busy={props.busy}
        disabled={!code.trim()}
        onMark={(direction) => void send(code, direction)}
      />
    </Stack>
  );
}
