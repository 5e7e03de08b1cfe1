import i18next from 'i18next';
import { notifications } from '@mantine/notifications';
import { ApiError } from './api-error';
import { apiErrorText, DIALOG_MS, handleError, issueText, type DialogOp } from './dialog';

/** The spec's message display time. */
export const MESSAGE_MS = DIALOG_MS;

/** The translated text of an error: `errors:<code>`, else the server's message, else generic. */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) return apiErrorText(err);
  return i18next.t('errors:internal');
}

/** Field issues of a 400 answer, translated (`path: message`). */
export function issueTexts(err: unknown): string[] {
  if (!(err instanceof ApiError)) return [];
  return err.issues.map((i) => `${i.path}: ${issueText(i)}`);
}

/** Shows an error through the generic dialog handler (lib/dialog.ts); `op` marks a failed load or save. */
export function notifyError(err: unknown, op?: DialogOp): void {
  handleError(err, op);
}

export function notifySuccess(message: string): void {
  notifications.show({
    color: 'green',
    title: i18next.t('common:notify.successTitle'),
    message,
    autoClose: MESSAGE_MS,
    'data-testid': 'notify-success',
  });
}
