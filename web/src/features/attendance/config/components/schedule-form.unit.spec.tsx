import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AttendanceScheduleRow } from '@faena/contracts';
import { renderUi, setupI18n } from '../../../../test/render';
import { copyDay, newDay } from './schedule-days';
import { ScheduleForm } from './schedule-form';

const monday = {
  ...newDay(1),
  entry: '07:30',
  exit: '16:30',
  refreshmentStart: '12:00',
  refreshmentEnd: '13:00',
  entryTolerance: 10,
  overtimeAfter: 30,
};
const row: AttendanceScheduleRow = {
  scheduleId: 'MINERA-ANDINA-T0730',
  clientId: 'MINERA-ANDINA',
  code: 'T0730',
  description: 'Turno 07:30',
  kind: 'weekly',
  cycleLength: null,
  days: [monday, newDay(2)],
  active: true,
  version: 4,
};
const ok = { id: 'T0730', revision: 1, position: 9 };

describe('copyDay', () => {
  it("copies a day's times to the chosen days, replacing or adding them in day order", () => {
    const result = copyDay([monday, newDay(2)], 1, [3, 2]);
    expect(result).toEqual({
      days: [monday, { ...monday, day: 2 }, { ...monday, day: 3 }],
    });
  });
  it("answers the spec's message key when no day is chosen (or only the day itself)", () => {
    expect(copyDay([monday], 1, [])).toEqual({ error: 'attendance:copyDayRequired' });
    expect(copyDay([monday], 1, [1])).toEqual({ error: 'attendance:copyDayRequired' });
  });
});

describe('ScheduleForm', () => {
  it("says 'Debe seleccionar un día para copiar un horario.' when copying to no day", async () => {
    await setupI18n('es');
    renderUi(<ScheduleForm row={row} onSaved={jest.fn()} onCancel={jest.fn()} save={jest.fn()} />);
    fireEvent.click(screen.getByTestId('att-day-1-copy'));
    fireEvent.click(await screen.findByTestId('att-copy-apply'));
    expect((await screen.findByTestId('att-copy-error')).textContent).toBe(
      'Debe seleccionar un día para copiar un horario.',
    );
  });

  it('copies Monday to Tuesday and Wednesday and sends those days', async () => {
    await setupI18n('es');
    const save = jest.fn().mockResolvedValue(ok);
    const onSaved = jest.fn();
    renderUi(<ScheduleForm row={row} onSaved={onSaved} onCancel={jest.fn()} save={save} />);
    fireEvent.click(screen.getByTestId('att-day-1-copy'));
    const panel = await screen.findByTestId('att-copy-panel');
    fireEvent.click(within(panel).getByText('Mar'));
    fireEvent.click(within(panel).getByText('Mié'));
    fireEvent.click(within(panel).getByTestId('att-copy-apply'));
    await screen.findByTestId('att-day-3');
    fireEvent.click(screen.getByTestId('att-schedule-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(ok));
    expect(save).toHaveBeenCalledWith(
      'update',
      expect.objectContaining({
        code: 'T0730',
        days: [monday, { ...monday, day: 2 }, { ...monday, day: 3 }],
      }),
    );
  });

  it("refuses a day turn whose exit is before its entry, with the contract's message", async () => {
    await setupI18n('es');
    const save = jest.fn();
    const late = { ...row, days: [{ ...monday, exit: '06:00' }] };
    renderUi(<ScheduleForm row={late} onSaved={jest.fn()} onCancel={jest.fn()} save={save} />);
    fireEvent.click(screen.getByTestId('att-schedule-submit'));
    expect(
      await screen.findByText('En turno de día la salida debe ser posterior a la entrada.'),
    ).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });
});
