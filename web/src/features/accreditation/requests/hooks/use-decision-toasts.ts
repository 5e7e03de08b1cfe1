import i18next from 'i18next';
import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import type { RequestRow, RequestStatus } from '@faena/contracts';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { MESSAGE_MS } from '../../../../lib/notify';

const DECIDED: Partial<Record<RequestStatus, string>> = { A: 'green', O: 'yellow', R: 'red' };

/** The toast of a decision on one of my requests; null when the row is not a decision. */
export function decisionToast(row: RequestRow): { color: string; message: string } | null {
  const color = DECIDED[row.status];
  if (!color || !row.decidedAt) return null;
  return { color, message: i18next.t(`requests:decisionToast.${row.status}`, { code: row.code }) };
}

/**
 * Wherever the user is in the app, a decision on one of their own requests (approved, observed,
 * rejected) is a toast, once per decision; it listens to the requester's own room (the server lets
 * only that user join it). `username` null: nothing to listen to (wall mode, signed out).
 */
export function useDecisionToasts(username: string | null): void {
  const shown = useRef(new Set<string>());
  useLiveRoom<RequestRow>(
    username ? `requester:${username}` : null,
    (m) => {
      if (m.kind !== 'request.changed') return;
      const toast = decisionToast(m.payload);
      const key = `${m.payload.requestId}@${m.payload.decidedAt}`;
      if (!toast || shown.current.has(key)) return;
      shown.current.add(key);
      notifications.show({
        color: toast.color,
        message: toast.message,
        autoClose: MESSAGE_MS,
        'data-testid': 'decision-toast',
      });
    },
    () => undefined,
  );
}
