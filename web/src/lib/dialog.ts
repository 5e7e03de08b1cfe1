import i18next from 'i18next';
import { notifications } from '@mantine/notifications';
import type { FieldIssue } from '@faena/contracts';
import { ApiError } from './api-error';

/** The spec's dialog display time, and the custom warning toast's default (spec §8, §9). */
export const DIALOG_MS = 3500;
export const TOAST_MS = 30000;

export type DialogKind = 'warning' | 'error' | 'info' | 'success';
/** A failed load or save shows an info-titled error. */
export type DialogOp = 'load' | 'save';

export interface DialogSpec {
  kind: DialogKind;
  title: string;
  message: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;
const t: Translate = (key, options) => i18next.t(key, options);
const exists = (key: string) => i18next.exists(key);

/** The translated text of an API error: `errors:<code>`, else the server's message, else generic. */
export function apiErrorText(
  err: ApiError,
  tr: Translate = t,
  has: (k: string) => boolean = exists,
): string {
  // the values the text names (a document, a date) fill its placeholders
  if (err.code !== 'internal' && has(err.key)) return tr(err.key, err.problem?.params);
  return err.problem?.message || tr(err.key);
}

/**
 * A field issue's text: its key translated here, else the text the server answered in the asked
 * language (keys carrying a value, `PASSWORDMINLENGTH:8`), else the key itself.
 */
export function issueText(
  issue: FieldIssue & { text?: unknown },
  tr: Translate = t,
  has: (k: string) => boolean = exists,
): string {
  if (has(issue.message)) return tr(issue.message);
  return typeof issue.text === 'string' && issue.text ? issue.text : issue.message;
}

function issues(err: ApiError, tr: Translate, has: (k: string) => boolean): string[] {
  return err.issues.map((i) => `${i.path}: ${issueText(i, tr, has)}`);
}

/** How texts are found: translated by i18next (tests pass their own). */
export interface DialogTexts {
  tr: Translate;
  has: (k: string) => boolean;
}
const I18N_TEXTS: DialogTexts = { tr: t, has: exists };

/**
 * The generic dialog handler of the spec (§8), pure: a plain string is an error; no response is
 * "Server connection error"; 400 is a warning with the message; 500 an error titled with the
 * status and title; a failed load or save an info-titled error; any other status an error.
 */
export function dialogFor(
  err: unknown,
  op?: DialogOp,
  texts: DialogTexts = I18N_TEXTS,
): DialogSpec {
  if (typeof err === 'string')
    return { kind: 'error', title: texts.tr('session:dialog.errorTitle'), message: err };
  if (!(err instanceof ApiError)) return unknownFailure(texts.tr, op);
  return apiFailure(err, texts, op);
}

/** Not an answer of the API (a bug, a failed parse): a failed load or save, or an internal error. */
function unknownFailure(tr: Translate, op?: DialogOp): DialogSpec {
  if (op)
    return {
      kind: 'error',
      title: tr('session:dialog.infoTitle'),
      message: tr(`session:dialog.${op}Failed`),
    };
  return { kind: 'error', title: tr('session:dialog.errorTitle'), message: tr('errors:internal') };
}

/** An error answer of the API, or no answer at all (status 0). */
function apiFailure(err: ApiError, { tr, has }: DialogTexts, op?: DialogOp): DialogSpec {
  const errorTitle = tr('session:dialog.errorTitle');
  if (err.status === 0)
    return { kind: 'error', title: errorTitle, message: tr('session:dialog.noConnection') };
  const message = [apiErrorText(err, tr, has), ...issues(err, tr, has)].join(' · ');
  if (err.status === 400)
    return { kind: 'warning', title: tr('session:dialog.warningTitle'), message };
  if (err.status === 500)
    return {
      kind: 'error',
      title: `${err.status} ${err.problem?.title || 'Internal Server Error'}`,
      message,
    };
  if (op)
    return {
      kind: 'error',
      title: tr('session:dialog.infoTitle'),
      message: `${tr(`session:dialog.${op}Failed`)}: ${message}`,
    };
  return { kind: 'error', title: errorTitle, message };
}

const COLORS: Record<DialogKind, string> = {
  warning: 'yellow',
  error: 'red',
  info: 'blue',
  success: 'green',
};

/** Shows a dialog for 3500 ms (top right). */
export function showDialog(spec: DialogSpec): string {
  return notifications.show({
    color: COLORS[spec.kind],
    title: spec.title,
    message: spec.message,
    autoClose: DIALOG_MS,
    'data-testid': `notify-${spec.kind}`,
  });
}

/** The handler itself: what `notifyError` and unhandled API failures go through. */
export function handleError(err: unknown, op?: DialogOp): DialogSpec {
  const spec = dialogFor(err, op);
  showDialog(spec);
  return spec;
}

/** The custom warning toast: 30000 ms by default, closes on click. */
export function warningToast(
  message: string,
  options: { title?: string; autoClose?: number } = {},
): string {
  const id = `toast-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  notifications.show({
    id,
    color: 'orange',
    title: options.title ?? t('session:dialog.warningTitle'),
    message,
    autoClose: options.autoClose ?? TOAST_MS,
    withCloseButton: true,
    style: { cursor: 'pointer' },
    onClick: () => notifications.hide(id),
    'data-testid': 'notify-toast',
  });
  return id;
}

/**
 * Every API call goes through the handler: a failure nobody caught shows its dialog. 401 is left
 * out (it logs out or locks), as is an aborted call. Answers the cleanup.
 */
export function installDialogHandler(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (!(reason instanceof ApiError) || reason.status === 401) return;
    event.preventDefault();
    handleError(reason);
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => target.removeEventListener('unhandledrejection', onRejection);
}
