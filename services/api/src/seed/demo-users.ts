import { PERMISSIONS } from '@faena/contracts';
import type { NewUser } from '../identity/user-directory';
import { SECOND_CLIENT } from './data/second-client';
import {
  APPROVER,
  CLIENT_ADMINISTRATOR,
  CONTRACTOR,
  ofSecondClient,
  profile,
  REQUESTER,
} from './demo-user-profiles';

/** The password of every demo user. */
export const DEMO_PASSWORD = 'Faena.2026';

export interface DemoUser extends NewUser {
  /** what the start-up table says the user is for */
  role: string;
}

/** A demo user: the demo password and, with a phone, a DNI of its own (4 + the phone's last 7). */
export const user = (u: Omit<DemoUser, 'password'>): DemoUser => ({
  ...(u.phone ? { documentType: 'DNI', documentNumber: `4${u.phone.slice(-7)}` } : {}),
  ...u,
  password: DEMO_PASSWORD,
});

export const DEMO_USERS: readonly DemoUser[] = [
  user({
    username: 'ADMIN',
    role: 'administrador',
    firstName: 'Carlos',
    lastName: 'Mendoza Quispe',
    email: 'admin@mineraandina.pe',
    phone: '951234567',
    profiles: [
      profile({
        profileId: 'PRF-ADMINISTRADOR',
        profileName: 'Administrador',
        permissions: PERMISSIONS,
        characteristics: ['CPAADM'],
      }),
    ],
  }),
  user({
    username: 'APROBADOR',
    role: 'aprobador (autorizador)',
    firstName: 'Rosa',
    lastName: 'Huamán Torres',
    email: 'aprobador@mineraandina.pe',
    phone: '952345678',
    profiles: [profile(APPROVER)],
  }),
  user({
    username: 'SOLICITANTE',
    role: 'solicitante',
    firstName: 'Jorge',
    lastName: 'Salazar Rojas',
    email: 'solicitante@mineraandina.pe',
    phone: '953456789',
    profiles: [profile({ ...REQUESTER, characteristics: ['CPASOL'] })],
  }),
  user({
    username: 'CONTRATISTA',
    role: `contratista (${CONTRACTOR.name})`,
    firstName: 'Patricia',
    lastName: 'Vargas Cárdenas',
    email: 'contratista@sermisur.pe',
    phone: '954567890',
    profiles: [
      profile({
        profileId: 'PRF-CONTRATISTA',
        profileName: 'Contratista',
        permissions: ['request.submit', 'transport.reserve', 'catalog.read', 'requirements.submit'],
        characteristics: ['CPASOL'],
        contractor: true,
        companyId: CONTRACTOR.companyId,
        companyName: CONTRACTOR.name,
      }),
    ],
  }),
  user({
    username: 'AUDITOR',
    role: 'auditor (solo lectura)',
    firstName: 'Miguel Ángel',
    lastName: 'Fuentes Araya',
    email: 'auditor@mineraandina.pe',
    phone: '955678901',
    profiles: [
      profile({
        profileId: 'PRF-AUDITOR',
        profileName: 'Auditor',
        permissions: [
          'request.readAll',
          'audit.read',
          'board.read',
          'catalog.read',
          'catalog.audit',
        ],
        readOnly: true,
      }),
    ],
  }),
  user({
    username: 'MONITOR',
    role: 'pantalla mural (solo lectura)',
    firstName: 'Monitor',
    lastName: 'Garita Principal',
    email: 'monitor@mineraandina.pe',
    phone: '956789012',
    profiles: [
      profile({
        profileId: 'PRF-MONITOR',
        profileName: 'Monitor',
        permissions: ['board.read'],
        readOnly: true,
      }),
    ],
  }),
  user({
    username: 'CAMPAMENTO',
    role: 'administrador de campamento (Los Andes)',
    firstName: 'Julio',
    lastName: 'Ccama Flores',
    email: 'campamento@mineraandina.pe',
    phone: '956789013',
    profiles: [
      profile({
        profileId: 'PRF-ADMCAMP',
        profileName: 'Administrador de campamento',
        permissions: ['board.read', 'lodging.assign', 'catalog.read'],
      }),
    ],
  }),
  user({
    username: 'PAC-SOLICITANTE',
    role: `solicitante de otro cliente (${SECOND_CLIENT.name})`,
    firstName: 'Gladys',
    lastName: 'Cahuana Ríos',
    email: 'solicitante@mineradelpacifico.pe',
    phone: '958100001',
    profiles: [ofSecondClient(profile({ ...REQUESTER, characteristics: ['CPASOL'] }))],
  }),
  user({
    username: 'PAC-ADMIN',
    role: `administrador de otro cliente (${SECOND_CLIENT.name}), sin operaciones de plataforma`,
    firstName: 'Marleny',
    lastName: 'Quispe Arohuanca',
    email: 'admin@mineradelpacifico.pe',
    phone: '958100003',
    profiles: [
      ofSecondClient(
        profile({
          profileId: 'PRF-ADMINISTRADOR',
          profileName: 'Administrador',
          permissions: CLIENT_ADMINISTRATOR,
          characteristics: ['CPAADM'],
        }),
      ),
    ],
  }),
  user({
    username: 'PAC-APROBADOR',
    role: `aprobador de otro cliente (${SECOND_CLIENT.name})`,
    firstName: 'Ernesto',
    lastName: 'Vilca Soncco',
    email: 'aprobador@mineradelpacifico.pe',
    phone: '958100002',
    profiles: [ofSecondClient(profile(APPROVER))],
  }),
  // issue 18: the gate's guard marks people in and out (the door mark on the occupancy screen)
  user({
    username: 'GARITA',
    role: 'agente de garita (marca la puerta)',
    firstName: 'Wilber',
    lastName: 'Choque Mamani',
    email: 'garita@mineraandina.pe',
    phone: '956789014',
    profiles: [
      profile({
        profileId: 'PRF-GARITA',
        profileName: 'Agente de garita',
        permissions: ['board.read', 'access.mark', 'catalog.read'],
      }),
    ],
  }),
];

/**
 * The demo users a start registers. Where the first administrator comes from the bootstrap
 * (NODE_ENV=production or ADMIN_PASSWORD) no other administrator is seeded with the demo
 * password: the second client's administrator is left out there.
 */
export function seededDemoUsers(bootstrapped: boolean): readonly DemoUser[] {
  const otherAdministrator = (u: DemoUser) =>
    u.username !== 'ADMIN' && u.profiles.some((p) => p.permissions.includes('admin.operate'));
  return bootstrapped ? DEMO_USERS.filter((u) => !otherAdministrator(u)) : DEMO_USERS;
}
