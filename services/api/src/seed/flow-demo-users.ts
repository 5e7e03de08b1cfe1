import type { ProfileSpec } from './demo-user-profiles';
import { APPROVER, inDivision, profile, REQUESTER } from './demo-user-profiles';
import { type DemoUser, user } from './demo-users';
import { CLIENT } from './data/master';

const SUR = CLIENT.divisions[1];
/** A contractor's profile that may only submit requests. */
const CONTRACTOR_SUBMITTER: ProfileSpec = {
  profileId: 'PRF-CONTRATISTA',
  profileName: 'Contratista',
  permissions: ['request.submit'],
};

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
      profile({ ...REQUESTER, characteristics: ['CPASOL'] }),
      inDivision(profile({ ...REQUESTER, characteristics: ['CPASOL'] }), SUR),
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
      profile(APPROVER),
      inDivision(profile({ ...REQUESTER, characteristics: ['CPASOL'] }), SUR),
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
    profiles: [profile(REQUESTER)],
  }),
  user({
    username: 'CADUCA',
    role: 'clave que caduca (nivel avanzado)',
    firstName: 'Raúl',
    lastName: 'Benites',
    email: 'caduca@mineraandina.pe',
    phone: '957000004',
    securitySettingId: 'CFG-CADUCA-30',
    profiles: [profile(REQUESTER)],
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
    profiles: [{ ...profile(REQUESTER), divisionId: '', divisionName: '' }],
  }),
  user({
    username: 'INACTIVO',
    role: 'código 10',
    firstName: 'Usuario',
    lastName: 'Inactivo',
    email: 'inactivo@mineraandina.pe',
    phone: '957000007',
    active: false,
    profiles: [profile(REQUESTER)],
  }),
  user({
    username: 'SINEMPRESA',
    role: 'código 11',
    firstName: 'Sin',
    lastName: 'Empresa',
    email: 'sinempresa@sermisur.pe',
    phone: '957000008',
    profiles: [profile({ ...CONTRACTOR_SUBMITTER, contractor: true })],
  }),
  user({
    username: 'EMPRESAVENCIDA',
    role: 'código 12',
    firstName: 'Empresa',
    lastName: 'Vencida',
    email: 'vencida@sermisur.pe',
    phone: '957000009',
    profiles: [profile({ ...CONTRACTOR_SUBMITTER, contractor: true, companyId: 'EMP-VENCIDA' })],
  }),
  user({
    username: 'SINCORREO',
    role: 'código 05',
    firstName: 'Sin',
    lastName: 'Correo',
    email: '',
    phone: '957000010',
    securitySettingId: 'CFG-DOBLE-CORREO',
    profiles: [profile(REQUESTER)],
  }),
  user({
    username: 'SINTELEFONO',
    role: 'código 06',
    firstName: 'Sin',
    lastName: 'Teléfono',
    email: 'sintelefono@mineraandina.pe',
    phone: '',
    securitySettingId: 'CFG-DOBLE-TELEFONO',
    profiles: [profile(REQUESTER)],
  }),
];
