import { demoPeople } from './people';

/** The two contractors that control attendance, and how their workers are assigned. */
export const ATTENDANCE_COMPANIES = [
  {
    companyId: 'EMP-SERMISUR',
    payrollGroups: [
      { code: 'OBR', description: 'Obreros de operación' },
      { code: 'EMP', description: 'Empleados' },
    ],
    specialConditions: [
      { code: 'NOR', description: 'Condición normal' },
      { code: 'ALT', description: 'Trabajo en altura' },
    ],
    assignment: {
      payrollGroupCode: 'OBR',
      specialConditionCode: 'NOR',
      scheduleCode: 'LV0817',
      regimeId: null,
    },
  },
  {
    companyId: 'EMP-TRANSCRUZ',
    payrollGroups: [{ code: 'CON', description: 'Conductores' }],
    specialConditions: [{ code: 'NOC', description: 'Turno nocturno' }],
    assignment: {
      payrollGroupCode: 'CON',
      specialConditionCode: 'NOC',
      scheduleCode: 'NOCHE',
      regimeId: '14X14',
    },
  },
] as const;

/** The people the demo assigns (the workers of the two companies), for the marks of the attendance day. */
export function attendanceSeedPeople() {
  return demoPeople()
    .filter((p) => p.condition === 'TRABAJADOR')
    .flatMap((p) => {
      const company = ATTENDANCE_COMPANIES.find((c) => c.companyId === p.companyId);
      return company
        ? [{ personId: p.personId, companyId: p.companyId, ...company.assignment }]
        : [];
    });
}
