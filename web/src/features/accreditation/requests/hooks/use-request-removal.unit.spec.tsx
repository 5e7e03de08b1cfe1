import { act, renderHook } from '@testing-library/react';
import { useConfirm } from '../../../../lib/confirm';
import { warningToast } from '../../../../lib/dialog';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { setupI18n } from '../../../../test/render';
import { useRequestRemoval } from './use-request-removal';

jest.mock('../../../../lib/notify', () => ({
  ...jest.requireActual('../../../../lib/notify'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));
jest.mock('../../../../lib/dialog', () => ({
  ...jest.requireActual('../../../../lib/dialog'),
  warningToast: jest.fn(),
}));

const answer = (
  removed: string[],
  notRemoved: Array<{ requestId: string; code: string }> = [],
) => ({ id: removed[0] ?? 'R1', revision: 1, position: 42, removed, notRemoved });

/** Runs the removal of these ids, answering the confirm dialog with `yes`. */
async function removeWith(ids: string[], yes: boolean, remove: jest.Mock) {
  const afterRemoved = jest.fn(() => Promise.resolve());
  const { result } = renderHook(() => useRequestRemoval(afterRemoved, remove));
  act(() => ids.forEach((id) => result.current.toggle(id, true)));
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = result.current.removeIds(ids);
  });
  expect(useConfirm.getState().open?.message).toBeTruthy();
  const question = useConfirm.getState().open?.message;
  await act(async () => {
    useConfirm.getState().answer(yes);
    await done;
  });
  return { result, afterRemoved, question };
}

beforeEach(async () => {
  jest.clearAllMocks();
  await setupI18n('es');
});

describe('useRequestRemoval', () => {
  it('asks first, removes the ticked requests, reloads the grid at the command position and clears the ticks', async () => {
    const remove = jest.fn(() => Promise.resolve(answer(['R1', 'R2'])));
    const { result, afterRemoved, question } = await removeWith(['R1', 'R2'], true, remove);
    expect(question).toBe('¿Eliminar las 2 solicitudes seleccionadas?');
    expect(remove).toHaveBeenCalledWith({
      commandId: expect.any(String),
      requestIds: ['R1', 'R2'],
    });
    expect(afterRemoved).toHaveBeenCalledWith(42);
    expect(notifySuccess).toHaveBeenCalledWith('2 solicitudes eliminadas.');
    expect(result.current.selected.size).toBe(0);
  });

  it('warns in the spec words when some requests could not be removed, naming them', async () => {
    const remove = jest.fn(() =>
      Promise.resolve(answer(['R1'], [{ requestId: 'R2', code: 'SOL-0000000B' }])),
    );
    await removeWith(['R1', 'R2'], true, remove);
    expect(warningToast).toHaveBeenCalledWith(
      'Ocurrió un inconveniente, algunos registros no pudieron ser eliminados. No se eliminaron: SOL-0000000B.',
    );
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('sends nothing when the user answers NO', async () => {
    const remove = jest.fn();
    const { result } = await removeWith(['R1'], false, remove);
    expect(remove).not.toHaveBeenCalled();
    expect(result.current.selected.has('R1')).toBe(true);
  });

  it('shows the server refusal (an attended request) through the dialog handler', async () => {
    const refusal = new Error('Solicitud enviada, no se puede eliminar.');
    const remove = jest.fn(() => Promise.reject(refusal));
    await removeWith(['R1'], true, remove);
    expect(notifyError).toHaveBeenCalledWith(refusal, 'save');
  });
});
