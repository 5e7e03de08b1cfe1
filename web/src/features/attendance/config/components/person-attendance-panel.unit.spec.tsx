import { fireEvent, screen } from '@testing-library/react';
import type { AttendanceCompanyRow, AttendancePersonRow } from '@faena/contracts';
import { renderUi, setupI18n } from '../../../../test/render';
import { PersonAttendancePanel } from './person-attendance-panel';

const person: AttendancePersonRow = {
  personId: 'PER-0183',
  fullName: 'Rosa Quispe Mamani',
  documentType: 'DNI',
  documentNumber: '45123456',
  companyId: 'EMP-SEGMINERA',
  companyName: 'Seguridad Integral Minera S.A.C.',
  companyConfigured: false,
  current: null,
  assignments: [],
  justifications: [],
};
const company: AttendanceCompanyRow = {
  companyId: 'EMP-SEGMINERA',
  name: 'Seguridad Integral Minera S.A.C.',
  documentType: 'RUC',
  documentNumber: '20488201651',
  payrollGroups: [],
  specialConditions: [],
  configured: false,
};
const options = { companies: [company], schedules: [], regimes: [], justificationTypes: [] };

describe('PersonAttendancePanel', () => {
  it("shows the spec's warning for a company without payroll groups or special conditions, and assigns nothing", async () => {
    await setupI18n('es');
    renderUi(
      <PersonAttendancePanel
        row={person}
        company={company}
        options={options}
        onChanged={jest.fn()}
      />,
    );
    expect(screen.getByTestId('company-without-configuration').textContent).toContain(
      'La empresa de la persona no tiene configurados grupos de planilla o condiciones especiales.',
    );
    expect(screen.getByTestId('assign-submit').hasAttribute('disabled')).toBe(true);
  });

  it('lists the justifications in force, and asks for the type before applying one', async () => {
    await setupI18n('es');
    const row: AttendancePersonRow = {
      ...person,
      companyConfigured: true,
      justifications: [
        {
          justificationId: 'JUS-1',
          date: '2026-11-20',
          justificationCode: 'COMISION',
          paid: true,
          hours: null,
          observation: 'Oficina Tacna',
        },
      ],
    };
    renderUi(
      <PersonAttendancePanel
        row={row}
        company={{ ...company, configured: true }}
        options={options}
        onChanged={jest.fn()}
      />,
    );
    expect(screen.queryByTestId('company-without-configuration')).toBeNull();
    expect(screen.getByTestId('person-justifications').textContent).toContain(
      '20/11/2026 · COMISION · día completo · Oficina Tacna',
    );
    expect(screen.getByTestId('withdraw-JUS-1')).toBeTruthy();
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await screen.findAllByText('Required field')).not.toHaveLength(0);
  });
});
