import i18next from 'i18next';
import { notifications } from '@mantine/notifications';
import { ApiError } from './api-error';

/** The spec's message display time. */
export const MESSAGE_MS = 3500;

/** The translated text of an error: `errors:<code>`, else the server's message, else generic. */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) {
    const key = err.key;
    if (i18next.exists(key)) return i18next.t(key);
    return err.problem?.message || i18next.t('errors:internal');
  }
  return i18next.t('errors:internal');
}

/** Field issues of a 400 answer, translated (`path: message`). */
export function issueTexts(err: unknown): string[] {
  if (!(err instanceof ApiError)) return [];
  return err.issues.map((i) => `${i.path}: ${i18next.exists(i.message) ? i18next.t(i.message) : i.message}`);
}

export function notifyError(err: unknown): void {
  const details = issueTexts(err);
  notifications.show({
    color: 'red',
    title: i18next.t('common:notify.errorTitle'),
    message: [errorText(err), ...details].join(' · '),
    autoClose: MESSAGE_MS,
    'data-testid': 'notify-error',
  });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: i18next.t('common:notify.successTitle'), message, autoClose: MESSAGE_MS, 'data-testid': 'notify-success' });
}
