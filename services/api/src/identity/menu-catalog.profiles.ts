import { CATALOGS } from '@faena/contracts';
import { present } from '@faena/core';
import { catalogMenuId, MASTER_DATA_SCREENS } from './menu-catalog.administration';

/** The requirement screens (and /consultas/estado) of the profiles that submit or review requirements. */
const REQUIREMENT_SCREENS = ['REQ-GES-DOC', 'REQ-GES-REP', 'CON-EST-PER'];

/** The screens (leaf ids) each profile reaches; parents follow from them. */
export const SCREENS: Record<string, string[]> = {
  'PRF-ADMINISTRADOR': [
    'MOV-SOL-LIS',
    'MOV-APR-BAN',
    'CAM-HOT-CAM',
    'DES-IND-SOL',
    'DES-IND-APR',
    'CON-HIS-SOL',
    'REP-OCU-ZON',
    'TRA-VIA-ASI',
    'ADM-SEG-USU',
    ...CATALOGS.map((c) => catalogMenuId(c.id)),
    ...MASTER_DATA_SCREENS.map(([id]) => id),
    ...REQUIREMENT_SCREENS,
    'REQ-GES-TIP',
    'REQ-GES-ACT',
    'ADM-SIS-PAR',
    'MOV-SOL-MAS',
    'DES-MAS-REG',
    'MOV-VIS-SOL',
    'MOV-VIS-APR',
    'ACC-MRC-REG',
    'ACC-REG-HOR',
    'ACC-REG-GRU',
    'ACC-REG-RES',
    'ACC-REG-EXO',
    'IDN-GES-CRE',
    'IDN-GES-TIP',
    'ACC-REG-PER',
    'ACC-REG-GPE',
    'ACC-REG-GVE',
  ],
  'PRF-APROBADOR': [
    'MOV-APR-BAN',
    'CON-HIS-SOL',
    'REP-OCU-ZON',
    'CAM-HOT-CAM',
    'DES-IND-APR',
    'TRA-VIA-ASI',
    'ADM-SEG-USU',
    ...REQUIREMENT_SCREENS,
    'REQ-GES-ACT',
    'MOV-VIS-APR',
  ],
  'PRF-SOLICITANTE': [
    'MOV-SOL-LIS',
    'DES-IND-SOL',
    'CON-HIS-SOL',
    'TRA-VIA-ASI',
    'ADM-SEG-USU',
    ...REQUIREMENT_SCREENS,
    'MOV-SOL-MAS',
    'DES-MAS-REG',
    'MOV-VIS-SOL',
  ],
  'PRF-CONTRATISTA': [
    'MOV-SOL-LIS',
    'DES-IND-SOL',
    'CON-HIS-SOL',
    'TRA-VIA-ASI',
    'ADM-SEG-USU',
    ...REQUIREMENT_SCREENS,
    'MOV-SOL-MAS',
  ],
  'PRF-AUDITOR': ['CON-HIS-SOL', 'REP-OCU-ZON', 'CAM-HOT-CAM', 'TRA-VIA-ASI', 'ADM-SEG-USU'],
  'PRF-MONITOR': ['REP-OCU-ZON', 'CAM-HOT-CAM', 'TRA-VIA-ASI'],
  'PRF-ADMCAMP': ['CAM-HOT-CAM', 'ADM-SEG-USU'],
  // the gate's guard (access.mark)
  'PRF-GARITA': ['REP-OCU-ZON', 'ACC-MRC-REG'],
};

// issue 20: administrators configure checkpoints and devices; approvers read them
for (const profile of ['PRF-ADMINISTRADOR', 'PRF-APROBADOR'])
  SCREENS[profile]?.push('ACC-CON-PUN', 'ACC-CON-DIS');

// issue 19: whoever has the person requests (or their approval) has the vehicles' too
for (const screens of Object.values(SCREENS)) {
  if (screens.includes('MOV-SOL-LIS')) screens.push('MOV-SOL-VEH');
  if (screens.includes('MOV-APR-BAN')) screens.push('MOV-APR-VEH');
}

const administrator = present(SCREENS['PRF-ADMINISTRADOR'], "the administrators' screens");
// issue 20: the client's administrators supervise marks; whoever sees the occupancy board sees the muster
administrator.push('ACC-MRC-CON');
// issue 21: the attendance administrators (attendance.admin: the client's administrators) configure attendance
administrator.push('ASI-CON-EMP', 'ASI-CON-HOR', 'ASI-CON-JUS', 'ASI-CON-PER');
// issue 21: the client's administrators read the attendance day and the payroll
administrator.push('ASI-REP-DIA', 'ASI-REP-PLA');
for (const screens of Object.values(SCREENS))
  if (screens.includes('REP-OCU-ZON')) screens.push('ACC-MRC-SIT');
