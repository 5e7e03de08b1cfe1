import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ScheduleRow } from '@faena/contracts';
import { renderUi, setupI18n } from '../../../../test/render';
import { ScheduleForm } from './schedule-form';

const row: ScheduleRow = {
  scheduleId: 'MINERA-ANDINA-DIURNO',
  clientId: 'MINERA-ANDINA',
  divisionId: 'DIV-NORTE',
  code: 'DIURNO',
  description: 'Turno día',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  intervals: [{ from: '06:00', to: '18:00', days: [1, 2, 3, 4, 5] }],
  version: 3,
};
const ok = { id: 'DIURNO', revision: 1, position: 9 };

describe('ScheduleForm', () => {
  it('asks for the code and the division of a new schedule, and sends nothing', async () => {
    await setupI18n('es');
    const save = jest.fn();
    renderUi(
      <ScheduleForm
        divisions={['DIV-NORTE']}
        onSaved={jest.fn()}
        onCancel={jest.fn()}
        save={save}
      />,
    );
    fireEvent.click(screen.getByTestId('schedule-submit'));
    expect((await screen.findAllByText('Required field')).length).toBeGreaterThanOrEqual(2);
    expect(save).not.toHaveBeenCalled();
  });

  it("refuses a start after the end with the access screens' message", async () => {
    await setupI18n('es');
    const save = jest.fn();
    const late = { ...row, startDate: '2027-01-01' };
    renderUi(
      <ScheduleForm
        row={late}
        divisions={['DIV-NORTE']}
        onSaved={jest.fn()}
        onCancel={jest.fn()}
        save={save}
      />,
    );
    fireEvent.click(screen.getByTestId('schedule-submit'));
    expect(
      await screen.findByText('La fecha de inicio no puede ser mayor a la fecha de fin.'),
    ).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('updates an existing schedule with its intervals', async () => {
    await setupI18n('es');
    const save = jest.fn().mockResolvedValue(ok);
    const onSaved = jest.fn();
    renderUi(
      <ScheduleForm
        row={row}
        divisions={['DIV-NORTE']}
        onSaved={onSaved}
        onCancel={jest.fn()}
        save={save}
      />,
    );
    fireEvent.click(screen.getByTestId('schedule-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(ok));
    expect(save).toHaveBeenCalledWith(
      'update',
      expect.objectContaining({ code: 'DIURNO', intervals: row.intervals, endDate: '2026-12-31' }),
    );
  });
});
