import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  DecideRequestBodySchema,
  DecideWithReasonBodySchema,
  type Decision,
} from '@faena/contracts';
import { notifyError } from '../lib/notify';
import { renderUi, setupI18n } from '../test/render';
import { DecisionDialog } from './decision-dialog';

jest.mock('../lib/notify', () => ({
  ...jest.requireActual('../lib/notify'),
  notifyError: jest.fn(),
}));

const texts = {
  title: 'Observar',
  summary: 'SOL-1 · Ana',
  comment: 'Comentario',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
};
const open = (decision: Decision, onConfirm: jest.Mock) =>
  renderUi(
    <DecisionDialog
      decision={decision}
      commentSchema={
        (decision === 'approve' ? DecideRequestBodySchema : DecideWithReasonBodySchema).shape
          .comment
      }
      texts={texts}
      onConfirm={onConfirm}
      onClose={jest.fn()}
      testId="decide"
    />,
  );
const confirm = () =>
  act(async () => {
    fireEvent.click(screen.getByTestId('decide-confirm'));
    await new Promise((r) => setTimeout(r, 0));
  });

beforeEach(async () => {
  jest.clearAllMocks();
  await setupI18n('es');
});

describe('DecisionDialog', () => {
  it('needs a comment to observe (the spec text), and sends nothing without it', async () => {
    const onConfirm = jest.fn();
    open('observe', onConfirm);
    await confirm();
    expect(await screen.findByText('Required field')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the trimmed comment of an observation', async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    open('observe', onConfirm);
    fireEvent.change(screen.getByTestId('decide-comment'), {
      target: { value: '  Falta examen médico ' },
    });
    await confirm();
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Falta examen médico'));
  });

  it('approves without a comment', async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    open('approve', onConfirm);
    await confirm();
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(''));
  });

  it('shows a refusal through the dialog handler and stays open', async () => {
    const refusal = new Error('La solicitud no está pendiente de aprobación.');
    open(
      'approve',
      jest.fn(() => Promise.reject(refusal)),
    );
    await confirm();
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(refusal));
    expect(screen.getByTestId('decide-modal')).toBeTruthy();
  });
});
