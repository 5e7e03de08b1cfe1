import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CommandResult, CorrectVisitBody, VisitRow } from '@faena/contracts';
import { ApiError } from '../../../../lib/api-error';
import { plusDays, today, formatDate } from '../../../../lib/format';
import { visitRow } from '../../../../test/accreditation-rows';
import { renderUi, setupI18n } from '../../../../test/render';
import { VisitsMassEdit } from './visits-mass-edit';

const ZONES = [
  { zoneId: 'ZON-GARITA', name: 'Garita Principal' },
  { zoneId: 'ZON-TALLER', name: 'Taller de Mantenimiento' },
];
const loadZones = () => Promise.resolve(ZONES);
const day = (n: number) => plusDays(today(), n);

/** A visit of the requester's grid, observed unless told otherwise. */
const visit = (visitId: string, over: Partial<VisitRow> = {}): VisitRow =>
  visitRow({
    visitId,
    code: `VIS-0000000${visitId.slice(1)}`,
    startDate: day(2),
    endDate: day(3),
    status: 'O',
    lastComment: `Revise ${visitId}`,
    ...over,
  });
const VISITS = [
  visit('V1', { startDate: '2020-01-06', endDate: day(1) }),
  visit('V2', { status: 'P', lastComment: '' }),
  visit('V3'),
];

const ok = (body: CorrectVisitBody, position: number): Promise<CommandResult> =>
  Promise.resolve({ id: body.visitId, revision: 2, position });
const refused = () =>
  Promise.reject(
    new ApiError(
      { status: 422, code: 'visit.notObserved', title: 'x', message: 'not observed' },
      422,
    ),
  );

/** The editor over VISITS, once the zones are loaded; what it calls once saved. */
async function renderEditor(correct: (body: CorrectVisitBody) => Promise<CommandResult>) {
  const onSaved = jest.fn(() => Promise.resolve());
  renderUi(
    <VisitsMassEdit visits={VISITS} onSaved={onSaved} correct={correct} loadZones={loadZones} />,
  );
  await act(() => Promise.resolve());
  return onSaved;
}

const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);
/** Types into a field and leaves it (a date box takes its typed value on blur). */
const change = (testId: string, value: string) => {
  fireEvent.change(input(testId), { target: { value } });
  fireEvent.blur(input(testId));
};

async function saveAll() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('em-save-all'));
    await Promise.resolve();
  });
}

beforeEach(() => setupI18n('es'));

describe('mass edit (EM) of the observed visits', () => {
  it("lists only the observed visits, with the approver's comment; a past start is today", async () => {
    await renderEditor(jest.fn());
    expect(await screen.findByTestId('em-row-V1')).toBeTruthy();
    expect(screen.getByTestId('em-row-V3')).toBeTruthy();
    expect(screen.queryByTestId('em-row-V2')).toBeNull();
    expect(screen.getByTestId('em-comment-V3').textContent).toBe('Revise V3');
    expect(input('em-startDate-V1').value).toBe(formatDate(today()));
    expect(screen.getByTestId<HTMLButtonElement>('em-save-all').disabled).toBe(true);
  });

  it('sends one correct command per edited row, with its values and its own command id', async () => {
    const correct = jest.fn((body: CorrectVisitBody) => ok(body, body.visitId === 'V1' ? 7 : 9));
    const onSaved = await renderEditor(correct);
    change('em-endDate-V1', day(4));
    change('em-endDate-V3', day(5));
    change('em-observation-V3', 'Taller 2');
    expect(screen.getByTestId('em-save-all').textContent).toBe('Guardar todo (2 cambios)');
    await saveAll();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
    const bodies = correct.mock.calls.map(([b]) => b);
    expect(bodies.map((b) => [b.visitId, b.startDate, b.endDate, b.observation])).toEqual([
      ['V1', today(), day(4), 'Auditoría de seguridad'],
      ['V3', day(2), day(5), 'Taller 2'],
    ]);
    expect(bodies[0]?.zoneIds).toEqual(['ZON-GARITA', 'ZON-TALLER']);
    expect(bodies[0]?.commandId).not.toBe(bodies[1]?.commandId);
    expect(screen.getByTestId('em-sent-V1').textContent).toBe('Enviado');
    expect(screen.getByTestId('em-sent-V3')).toBeTruthy();
  });

  it('shows the progress while sending', async () => {
    let release: (r: CommandResult) => void = () => undefined;
    const correct = jest.fn(() => new Promise<CommandResult>((r) => (release = r)));
    await renderEditor(correct);
    change('em-endDate-V3', day(6));
    await saveAll();
    expect(screen.getByTestId('em-progress')).toBeTruthy();
    await act(() => {
      release({ id: 'V3', revision: 2, position: 3 });
      return Promise.resolve();
    });
    await waitFor(() => expect(screen.queryByTestId('em-progress')).toBeNull());
  });

  it("marks a refused row with the server's message and keeps its values; the other is sent", async () => {
    const correct = jest.fn((body: CorrectVisitBody) =>
      body.visitId === 'V1' ? refused() : ok(body, 5),
    );
    const onSaved = await renderEditor(correct);
    change('em-endDate-V1', day(4));
    change('em-endDate-V3', day(5));
    await saveAll();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(5));
    expect(screen.getByTestId('em-refused-V1').textContent).toBe(
      'Rechazado: Solo se puede corregir una visita observada.',
    );
    expect(input('em-endDate-V1').value).toBe(formatDate(day(4)));
    expect(screen.getByTestId('em-sent-V3')).toBeTruthy();
    expect(screen.getByTestId('em-save-all').textContent).toBe('Guardar todo (1 cambio)');
    const retried = jest.mocked(correct).mock.calls;
    await saveAll();
    await waitFor(() => expect(retried).toHaveLength(3));
    expect(retried[2]?.[0].commandId).toBe(retried[0]?.[0].commandId);
    change('em-startDate-V1', day(9)); // after its end: the row fails the schema, not the server
    await saveAll();
    expect(screen.queryByTestId('em-refused-V1')).toBeNull();
    expect(retried).toHaveLength(3);
  });

  it('validates each row with the correct schema before sending (an end before the start)', async () => {
    const correct = jest.fn();
    await renderEditor(correct);
    change('em-endDate-V3', day(1));
    await saveAll();
    expect(
      await screen.findByText('La fecha fin no puede ser menor que la fecha inicio.'),
    ).toBeTruthy();
    expect(correct).not.toHaveBeenCalled();
  });

  it('applies a date to every row', async () => {
    const correct = jest.fn((body: CorrectVisitBody) => ok(body, 4));
    await renderEditor(correct);
    change('em-all-endDate', day(8));
    fireEvent.click(screen.getByTestId('em-apply-endDate'));
    expect(input('em-endDate-V1').value).toBe(formatDate(day(8)));
    expect(input('em-endDate-V3').value).toBe(formatDate(day(8)));
  });

  it('says so when no visit is observed', async () => {
    await setupI18n('en');
    renderUi(<VisitsMassEdit visits={[VISITS[1]!]} onSaved={jest.fn()} loadZones={loadZones} />);
    await act(() => Promise.resolve());
    expect(screen.getByTestId('em-empty').textContent).toBe(
      'You have no observed visits to correct.',
    );
  });
});
