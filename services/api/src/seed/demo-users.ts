import {
  PERMISSIONS,
  type Characteristic,
  type Permission,
  type ProfileGrant,
  type SecuritySetting,
} from '@faena/contracts';
import type { NewUser } from '../identity/user-directory';
import { CLIENT, COMPANIES } from './data/master';
import { SECOND_CLIENT } from './data/second-client';

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
  extra: Partial<
    Pick<
      ProfileGrant,
      'companyId' | 'companyName' | 'contractor' | 'accreditationRole' | 'readOnly'
    >
  > & { characteristics?: Characteristic[] } = {},
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

/**
 * A client's administrator: every permission but the platform operator's (platform.operate:
 * projection rebuilds, global master data, global histories) and requirements.manage (requirement
 * types are global: their applicability names every client's ids), which only ADMIN holds.
 */
export const CLIENT_ADMINISTRATOR: readonly Permission[] = PERMISSIONS.filter(
  (p) => p !== 'platform.operate' && p !== 'requirements.manage',
);

const MARCONA = SECOND_CLIENT.divisions[0];
/** A profile of the second client (Minera del Pacífico, División Marcona). */
const ofSecondClient = (p: ProfileGrant): ProfileGrant => ({
  ...p,
  clientId: SECOND_CLIENT.clientId,
  clientName: SECOND_CLIENT.name,
  divisionId: MARCONA.divisionId,
  divisionName: MARCONA.name,
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
      profile('PRF-ADMINISTRADOR', 'Administrador', PERMISSIONS, { characteristics: ['CPAADM'] }),
    ],
  }),
  user({
    username: 'APROBADOR',
    role: 'aprobador (autorizador)',
    firstName: 'Rosa',
    lastName: 'Huamán Torres',
    email: 'aprobador@mineraandina.pe',
    phone: '952345678',
    profiles: [
      profile(
        'PRF-APROBADOR',
        'Aprobador',
        [
          'request.readAll',
          'request.decide',
          'audit.read',
          'board.read',
          'catalog.read',
          'requirements.review',
        ],
        { characteristics: ['CPAAUT'], accreditationRole: 'Aprobador SSOMA' },
      ),
    ],
  }),
  user({
    username: 'SOLICITANTE',
    role: 'solicitante',
    firstName: 'Jorge',
    lastName: 'Salazar Rojas',
    email: 'solicitante@mineraandina.pe',
    phone: '953456789',
    profiles: [
      profile(
        'PRF-SOLICITANTE',
        'Solicitante',
        [
          'request.submit',
          'transport.reserve',
          'board.read',
          'catalog.read',
          'requirements.submit',
        ],
        { characteristics: ['CPASOL'] },
      ),
    ],
  }),
  user({
    username: 'CONTRATISTA',
    role: `contratista (${CONTRACTOR.name})`,
    firstName: 'Patricia',
    lastName: 'Vargas Cárdenas',
    email: 'contratista@sermisur.pe',
    phone: '954567890',
    profiles: [
      profile(
        'PRF-CONTRATISTA',
        'Contratista',
        ['request.submit', 'transport.reserve', 'catalog.read', 'requirements.submit'],
        {
          characteristics: ['CPASOL'],
          contractor: true,
          companyId: CONTRACTOR.companyId,
          companyName: CONTRACTOR.name,
        },
      ),
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
      profile(
        'PRF-AUDITOR',
        'Auditor',
        ['request.readAll', 'audit.read', 'board.read', 'catalog.read', 'catalog.audit'],
        { readOnly: true },
      ),
    ],
  }),
  user({
    username: 'MONITOR',
    role: 'pantalla mural (solo lectura)',
    firstName: 'Monitor',
    lastName: 'Garita Principal',
    email: 'monitor@mineraandina.pe',
    phone: '956789012',
    profiles: [profile('PRF-MONITOR', 'Monitor', ['board.read'], { readOnly: true })],
  }),
  user({
    username: 'CAMPAMENTO',
    role: 'administrador de campamento (Los Andes)',
    firstName: 'Julio',
    lastName: 'Ccama Flores',
    email: 'campamento@mineraandina.pe',
    phone: '956789013',
    profiles: [
      profile('PRF-ADMCAMP', 'Administrador de campamento', [
        'board.read',
        'lodging.assign',
        'catalog.read',
      ]),
    ],
  }),
  user({
    username: 'PAC-SOLICITANTE',
    role: `solicitante de otro cliente (${SECOND_CLIENT.name})`,
    firstName: 'Gladys',
    lastName: 'Cahuana Ríos',
    email: 'solicitante@mineradelpacifico.pe',
    phone: '958100001',
    profiles: [
      ofSecondClient(
        profile(
          'PRF-SOLICITANTE',
          'Solicitante',
          [
            'request.submit',
            'transport.reserve',
            'board.read',
            'catalog.read',
            'requirements.submit',
          ],
          { characteristics: ['CPASOL'] },
        ),
      ),
    ],
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
        profile('PRF-ADMINISTRADOR', 'Administrador', CLIENT_ADMINISTRATOR, {
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
    profiles: [
      ofSecondClient(
        profile(
          'PRF-APROBADOR',
          'Aprobador',
          [
            'request.readAll',
            'request.decide',
            'audit.read',
            'board.read',
            'catalog.read',
            'requirements.review',
          ],
          { characteristics: ['CPAAUT'], accreditationRole: 'Aprobador SSOMA' },
        ),
      ),
    ],
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
      profile('PRF-GARITA', 'Agente de garita', ['board.read', 'access.mark', 'catalog.read']),
    ],
  }),
];

/** The client's login security settings (spec §3; attempts and unlock minutes are ours, "not shown"). */
const setting = (
  s: Partial<SecuritySetting> &
    Pick<SecuritySetting, 'IdConfiguracionLogeo' | 'ConfiguracionLogeo'>,
): SecuritySetting => ({
  NivelSeguridadClave: 'I',
  LongitudClave: 8,
  DiasCaducidadClave: 0,
  CambiarPrimeraClave: true,
  NumeroIntentos: 5,
  DiasInactivacion: 0,
  MinutosDesbloqueo: 15,
  DobleAutenticacion: 'N',
  PorDefecto: false,
  ...s,
});
export const DEMO_SECURITY_SETTINGS: readonly SecuritySetting[] = [
  setting({
    IdConfiguracionLogeo: 'CFG-ESTANDAR',
    ConfiguracionLogeo: 'Estándar (nivel intermedio)',
    PorDefecto: true,
  }),
  setting({
    IdConfiguracionLogeo: 'CFG-DOBLE-CORREO',
    ConfiguracionLogeo: 'Doble autenticación por correo',
    DobleAutenticacion: 'CORREO',
  }),
  setting({
    IdConfiguracionLogeo: 'CFG-DOBLE-TELEFONO',
    ConfiguracionLogeo: 'Doble autenticación por teléfono',
    DobleAutenticacion: 'TELEFONO',
  }),
  setting({
    IdConfiguracionLogeo: 'CFG-CADUCA-30',
    ConfiguracionLogeo: 'Clave avanzada que caduca a los 30 días',
    NivelSeguridadClave: 'A',
    LongitudClave: 10,
    DiasCaducidadClave: 30,
  }),
];

/** The second client's own login security setting (its default). */
export const SECOND_CLIENT_SECURITY_SETTINGS: readonly SecuritySetting[] = [
  setting({
    IdConfiguracionLogeo: 'CFG-PAC-ESTANDAR',
    ConfiguracionLogeo: 'Estándar Minera del Pacífico',
    PorDefecto: true,
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

const SUR = CLIENT.divisions[1];
const inDivision = (p: ProfileGrant, d: { divisionId: string; name: string }): ProfileGrant => ({
  ...p,
  divisionId: d.divisionId,
  divisionName: d.name,
});
const REQUESTER = [
  'request.submit',
  'transport.reserve',
  'board.read',
  'catalog.read',
  'requirements.submit',
] as const;

/**
 * Users for the sign-in flow (not in the start-up table): two-factor, first password, several
 * profiles, and one per refusal code of the login catalogue.
 */
export const FLOW_DEMO_USERS: readonly DemoUser[] = [
  user({
    username: 'NUEVO',
    role: 'primera clave y doble autenticación por correo',
    firstName: 'Lucía',
    lastName: 'Paredes Ríos',
    email: 'nuevo@mineraandina.pe',
    phone: '957000001',
    securitySettingId: 'CFG-DOBLE-CORREO',
    passwordChanged: false,
    profiles: [
      profile('PRF-SOLICITANTE', 'Solicitante', REQUESTER, { characteristics: ['CPASOL'] }),
      inDivision(
        profile('PRF-SOLICITANTE', 'Solicitante', REQUESTER, { characteristics: ['CPASOL'] }),
        SUR,
      ),
    ],
  }),
  user({
    username: 'VARIOS',
    role: 'varios perfiles y divisiones',
    firstName: 'Andrés',
    lastName: 'Quispe Lara',
    email: 'varios@mineraandina.pe',
    phone: '957000002',
    profiles: [
      profile(
        'PRF-APROBADOR',
        'Aprobador',
        [
          'request.readAll',
          'request.decide',
          'audit.read',
          'board.read',
          'catalog.read',
          'requirements.review',
        ],
        { characteristics: ['CPAAUT'], accreditationRole: 'Aprobador SSOMA' },
      ),
      inDivision(
        profile('PRF-SOLICITANTE', 'Solicitante', REQUESTER, { characteristics: ['CPASOL'] }),
        SUR,
      ),
    ],
  }),
  user({
    username: 'CELULAR',
    role: 'doble autenticación por teléfono',
    firstName: 'Elena',
    lastName: 'Soto',
    email: 'celular@mineraandina.pe',
    phone: '957000003',
    securitySettingId: 'CFG-DOBLE-TELEFONO',
    profiles: [profile('PRF-SOLICITANTE', 'Solicitante', REQUESTER)],
  }),
  user({
    username: 'CADUCA',
    role: 'clave que caduca (nivel avanzado)',
    firstName: 'Raúl',
    lastName: 'Benites',
    email: 'caduca@mineraandina.pe',
    phone: '957000004',
    securitySettingId: 'CFG-CADUCA-30',
    profiles: [profile('PRF-SOLICITANTE', 'Solicitante', REQUESTER)],
  }),
  user({
    username: 'SINPERFIL',
    role: 'código 02',
    firstName: 'Sin',
    lastName: 'Perfil',
    email: 'sinperfil@mineraandina.pe',
    phone: '957000005',
    profiles: [],
  }),
  user({
    username: 'SINDIVISION',
    role: 'código 03',
    firstName: 'Sin',
    lastName: 'División',
    email: 'sindivision@mineraandina.pe',
    phone: '957000006',
    profiles: [
      { ...profile('PRF-SOLICITANTE', 'Solicitante', REQUESTER), divisionId: '', divisionName: '' },
    ],
  }),
  user({
    username: 'INACTIVO',
    role: 'código 10',
    firstName: 'Usuario',
    lastName: 'Inactivo',
    email: 'inactivo@mineraandina.pe',
    phone: '957000007',
    active: false,
    profiles: [profile('PRF-SOLICITANTE', 'Solicitante', REQUESTER)],
  }),
  user({
    username: 'SINEMPRESA',
    role: 'código 11',
    firstName: 'Sin',
    lastName: 'Empresa',
    email: 'sinempresa@sermisur.pe',
    phone: '957000008',
    profiles: [profile('PRF-CONTRATISTA', 'Contratista', ['request.submit'], { contractor: true })],
  }),
  user({
    username: 'EMPRESAVENCIDA',
    role: 'código 12',
    firstName: 'Empresa',
    lastName: 'Vencida',
    email: 'vencida@sermisur.pe',
    phone: '957000009',
    profiles: [
      profile('PRF-CONTRATISTA', 'Contratista', ['request.submit'], {
        contractor: true,
        companyId: 'EMP-VENCIDA',
      }),
    ],
  }),
  user({
    username: 'SINCORREO',
    role: 'código 05',
    firstName: 'Sin',
    lastName: 'Correo',
    email: '',
    phone: '957000010',
    securitySettingId: 'CFG-DOBLE-CORREO',
    profiles: [profile('PRF-SOLICITANTE', 'Solicitante', REQUESTER)],
  }),
  user({
    username: 'SINTELEFONO',
    role: 'código 06',
    firstName: 'Sin',
    lastName: 'Teléfono',
    email: 'sintelefono@mineraandina.pe',
    phone: '',
    securitySettingId: 'CFG-DOBLE-TELEFONO',
    profiles: [profile('PRF-SOLICITANTE', 'Solicitante', REQUESTER)],
  }),
];
