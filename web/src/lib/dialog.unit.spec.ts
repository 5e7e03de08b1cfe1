import { notifications } from '@mantine/notifications';
import { setupI18n } from '../test/render';
import { ApiError, toProblem } from './api-error';
import { confirmDialog, useConfirm } from './confirm';
import {
  DIALOG_MS,
  TOAST_MS,
  dialogFor,
  handleError,
  installDialogHandler,
  warningToast,
} from './dialog';
import { notifyError } from './notify';

const problem = (status: number, body: Record<string, unknown>) =>
  new ApiError(toProblem({ status, ...body }, status), status);

jest.mock('@mantine/notifications', () => ({
  notifications: { show: jest.fn(() => 'id'), hide: jest.fn() },
}));
const shown = () =>
  (notifications.show as jest.Mock).mock.calls.map(
    (c: unknown[]) => c[0] as Record<string, unknown>,
  );

beforeEach(() => (notifications.show as jest.Mock).mockClear());

describe('the generic dialog handler (es)', () => {
  beforeAll(() => setupI18n('es'));

  it('shows a plain string as an error', () => {
    expect(dialogFor('Algo falló')).toEqual({
      kind: 'error',
      title: 'Error',
      message: 'Algo falló',
    });
  });

  it('shows a 400 as a warning with the message and the field issues', () => {
    const err = problem(400, {
      code: 'request.invalid',
      message: 'x',
      issues: [{ path: 'correo', message: 'identity:emailInvalid' }],
    });
    expect(dialogFor(err)).toEqual({
      kind: 'warning',
      title: 'Advertencia',
      message: 'Los datos enviados no son válidos. · correo: El correo no es válido.',
    });
  });

  it('fills the values a domain error names into its text', () => {
    const err = problem(422, {
      code: 'requirements.expiresDuringStay',
      message: 'x',
      params: { document: 'Examen médico', date: '14/12/2026' },
    });
    expect(dialogFor(err).message).toBe(
      'El trabajador no está habilitado: Examen médico vence el 14/12/2026, antes del fin de su estadía',
    );
  });

  it("shows the server's text of an issue key that carries a value, and the key when there is no text", () => {
    const err = problem(400, {
      code: 'request.invalid',
      message: 'x',
      issues: [
        {
          path: 'sort',
          message: 'grid:unknownField:surnames',
          text: 'La grilla no ofrece este campo: surnames',
        },
        { path: 'x', message: 'ns:unknown' },
      ],
    });
    expect(dialogFor(err).message).toBe(
      'Los datos enviados no son válidos. · sort: La grilla no ofrece este campo: surnames · x: ns:unknown',
    );
  });

  it('titles a 500 with the status and its title', () => {
    const err = problem(500, {
      code: 'internal',
      title: 'Internal Server Error',
      message: 'Error interno del servidor.',
    });
    expect(dialogFor(err)).toEqual({
      kind: 'error',
      title: '500 Internal Server Error',
      message: 'Error interno del servidor.',
    });
  });

  it('says "Error de conexión al servidor." when there was no response', () => {
    expect(dialogFor(new ApiError(null, 0))).toMatchObject({
      kind: 'error',
      message: 'Error de conexión al servidor.',
    });
  });

  it('shows other statuses as an error, and a failed load or save with the info title', () => {
    const conflict = problem(422, { code: 'transport.seatTaken', message: 'taken' });
    expect(dialogFor(conflict)).toEqual({
      kind: 'error',
      title: 'Error',
      message: 'El asiento ya está reservado.',
    });
    expect(dialogFor(conflict, 'save')).toEqual({
      kind: 'error',
      title: 'Información',
      message: 'Ocurrió un error al intentar guardar la información: El asiento ya está reservado.',
    });
    expect(dialogFor(new Error('boom'), 'load')).toEqual({
      kind: 'error',
      title: 'Información',
      message: 'Ocurrió un error al intentar cargar la información',
    });
  });

  it('shows the dialog for 3500 ms; notifyError goes through the handler', () => {
    notifyError(problem(400, { code: 'request.invalid' }));
    expect(shown()[0]).toMatchObject({
      color: 'yellow',
      autoClose: DIALOG_MS,
      'data-testid': 'notify-warning',
    });
    expect(DIALOG_MS).toBe(3500);
  });

  it('shows the custom warning toast for 30000 ms and closes it on click', () => {
    const id = warningToast('Revise los datos');
    const toast = shown()[0]!;
    expect(toast).toMatchObject({ id, autoClose: TOAST_MS, message: 'Revise los datos' });
    expect(TOAST_MS).toBe(30000);
    (toast.onClick as () => void)();
    expect(notifications.hide).toHaveBeenCalledWith(id);
    expect(warningToast('x', { autoClose: 1000 }) && shown()[1]).toMatchObject({ autoClose: 1000 });
  });

  it('shows an API failure nobody caught, but not a 401 (logout or lock)', () => {
    const target = new EventTarget();
    const stop = installDialogHandler(target);
    const fire = (reason: unknown) => {
      const event = new Event('unhandledrejection', { cancelable: true }) as Event & {
        reason: unknown;
      };
      event.reason = reason;
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(fire(problem(400, { code: 'request.invalid' }))).toBe(true);
    expect(fire(problem(401, { code: 'auth.required' }))).toBe(false);
    expect(fire(new Error('not an API call'))).toBe(false);
    stop();
    expect(fire(problem(400, { code: 'request.invalid' }))).toBe(false);
    expect(shown()).toHaveLength(1);
  });

  it('confirm dialog: answers SI as true and NO as false; a new question cancels the open one', async () => {
    const first = confirmDialog({ message: '¿Continuar?' });
    const second = confirmDialog({ message: '¿Seguro?', confirmLabel: 'Aceptar' });
    await expect(first).resolves.toBe(false);
    expect(useConfirm.getState().open).toMatchObject({
      message: '¿Seguro?',
      confirmLabel: 'Aceptar',
    });
    useConfirm.getState().answer(true);
    await expect(second).resolves.toBe(true);
    expect(useConfirm.getState().open).toBeNull();
  });
});

describe('the generic dialog handler (en)', () => {
  beforeAll(() => setupI18n('en'));
  afterAll(() => setupI18n('es'));

  it('says "Server connection error" and titles a 400 Warning', () => {
    expect(dialogFor(new ApiError(null, 0)).message).toBe('Server connection error');
    expect(handleError(problem(400, { code: 'request.invalid' }))).toMatchObject({
      kind: 'warning',
      title: 'Warning',
    });
  });
});
