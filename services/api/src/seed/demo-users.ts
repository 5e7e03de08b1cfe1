import { PERMISSIONS, type Characteristic, type Permission, type ProfileGrant } from '@faena/contracts';
import type { NewUser } from '../identity/user-directory';
import { CLIENT, COMPANIES } from './data/master';

/** The password of every demo user. */
export const DEMO_PASSWORD = 'Faena.2026';

export interface DemoUser extends NewUser {
  /** what the start-up table says the user is for */
  role: string;
}

const NORTE = CLIENT.divisions[0];
const CONTRACTOR = COMPANIES.find((c) => c.companyId === 'EMP-SERMISUR')!;

function profile(
  profileId: string,
  profileName: string,
  permissions: readonly Permission[],
  extra: Partial<Pick<ProfileGrant, 'companyId' | 'companyName' | 'contractor' | 'accreditationRole' | 'readOnly'>> & { characteristics?: Characteristic[] } = {},
): ProfileGrant {
  return {
    profileId,
    profileName,
    clientId: CLIENT.clientId,
    clientName: CLIENT.name,
    divisionId: NORTE.divisionId,
    divisionName: NORTE.name,
    countryId: 'PE',
    companyId: extra.companyId ?? null,
    companyName: extra.companyName ?? null,
    contractor: extra.contractor ?? false,
    accreditationRole: extra.accreditationRole ?? null,
    characteristics: extra.characteristics ?? [],
    permissions: [...permissions],
    readOnly: extra.readOnly ?? false,
  };
}

const user = (u: Omit<DemoUser, 'password'>): DemoUser => ({ ...u, password: DEMO_PASSWORD });

export const DEMO_USERS: readonly DemoUser[] = [
  user({
    username: 'ADMIN', role: 'administrador', firstName: 'Carlos', lastName: 'Mendoza Quispe', email: 'admin@mineraandina.pe', phone: '951234567',
    profiles: [profile('PRF-ADMINISTRADOR', 'Administrador', PERMISSIONS, { characteristics: ['CPAADM'] })],
  }),
  user({
    username: 'APROBADOR', role: 'aprobador (autorizador)', firstName: 'Rosa', lastName: 'Huamán Torres', email: 'aprobador@mineraandina.pe', phone: '952345678',
    profiles: [profile('PRF-APROBADOR', 'Aprobador', ['request.readAll', 'request.decide', 'audit.read', 'board.read', 'catalog.read'], { characteristics: ['CPAAUT'], accreditationRole: 'Aprobador SSOMA' })],
  }),
  user({
    username: 'SOLICITANTE', role: 'solicitante', firstName: 'Jorge', lastName: 'Salazar Rojas', email: 'solicitante@mineraandina.pe', phone: '953456789',
    profiles: [profile('PRF-SOLICITANTE', 'Solicitante', ['request.submit', 'transport.reserve', 'board.read', 'catalog.read'], { characteristics: ['CPASOL'] })],
  }),
  user({
    username: 'CONTRATISTA', role: `contratista (${CONTRACTOR.name})`, firstName: 'Patricia', lastName: 'Vargas Cárdenas', email: 'contratista@sermisur.pe', phone: '954567890',
    profiles: [profile('PRF-CONTRATISTA', 'Contratista', ['request.submit', 'transport.reserve', 'catalog.read'], { characteristics: ['CPASOL'], contractor: true, companyId: CONTRACTOR.companyId, companyName: CONTRACTOR.name })],
  }),
  user({
    username: 'AUDITOR', role: 'auditor (solo lectura)', firstName: 'Miguel Ángel', lastName: 'Fuentes Araya', email: 'auditor@mineraandina.pe', phone: '955678901',
    profiles: [profile('PRF-AUDITOR', 'Auditor', ['request.readAll', 'audit.read', 'board.read', 'catalog.read'], { readOnly: true })],
  }),
  user({
    username: 'MONITOR', role: 'pantalla mural (solo lectura)', firstName: 'Monitor', lastName: 'Garita Principal', email: 'monitor@mineraandina.pe', phone: '956789012',
    profiles: [profile('PRF-MONITOR', 'Monitor', ['board.read'], { readOnly: true })],
  }),
];
