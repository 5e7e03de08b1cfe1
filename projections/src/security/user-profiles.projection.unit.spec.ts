import { projectionSpec } from '@faena/test-kit';
import {
  nameSortKey,
  USER_PROFILES_COLLECTION,
  userProfilesProjection,
} from './user-profiles.projection';

const grant = (profileId: string, divisionId: string, accreditationRole: string | null = null) => ({
  profileId,
  profileName: `Perfil ${profileId}`,
  clientId: 'C1',
  clientName: 'Minera Andina',
  divisionId,
  divisionName: `División ${divisionId}`,
  countryId: 'PE',
  companyId: null,
  companyName: null,
  contractor: false,
  accreditationRole,
  characteristics: [],
  permissions: [],
  readOnly: false,
});
const registered = (username: string, profiles: ReturnType<typeof grant>[], active?: boolean) => ({
  type: 'identity.UserRegistered',
  data: {
    username,
    firstName: 'Ana',
    lastName: 'Rojas',
    email: `${username.toLowerCase()}@x.pe`,
    phone: '',
    passwordHash: 'h',
    profiles,
    ...(active === undefined ? {} : { active }),
  },
});

describe('user-profiles.v2', () => {
  it("writes one row per profile and division, with the spec's field names", () =>
    projectionSpec(userProfilesProjection)
      .given([registered('ANA', [grant('P1', 'D1', 'Jefe'), grant('P1', 'D2')])])
      .thenDocuments({
        [USER_PROFILES_COLLECTION]: {
          'ANA|C1|P1|D1': {
            IdUsuario: 'ANA',
            NombreCompleto: 'Ana Rojas',
            OrdenNombre: 'ana rojas',
            Correo: 'ana@x.pe',
            Activo: 'S',
            IdPerfil: 'P1',
            Perfil: 'Perfil P1',
            IdCliente: 'C1',
            Cliente: 'Minera Andina',
            IdDivision: 'D1',
            Division: 'División D1',
            RolAcreditacion: 'Jefe',
          },
          'ANA|C1|P1|D2': {
            IdUsuario: 'ANA',
            NombreCompleto: 'Ana Rojas',
            OrdenNombre: 'ana rojas',
            Correo: 'ana@x.pe',
            Activo: 'S',
            IdPerfil: 'P1',
            Perfil: 'Perfil P1',
            IdCliente: 'C1',
            Cliente: 'Minera Andina',
            IdDivision: 'D2',
            Division: 'División D2',
            RolAcreditacion: null,
          },
        },
      }));

  it('marks a deactivated user', () =>
    projectionSpec(userProfilesProjection)
      .given([registered('OFF', [grant('P2', 'D1')], false)])
      .thenDocument(
        USER_PROFILES_COLLECTION,
        'OFF|C1|P2|D1',
        expect.objectContaining({ Activo: 'N' }),
      ));

  it('gives identical documents on replay', () =>
    projectionSpec(userProfilesProjection)
      .given([registered('ANA', [grant('P1', 'D1')]), registered('BEA', [grant('P1', 'D1')])])
      .thenSameOnReplay());

  it('keys names in Spanish order: case and accents aside, ñ after n', () => {
    const names = ['Ñuflo Díaz', 'nora Paz', 'Álvaro Ríos', 'Nzuri Oka', 'beto Sáenz', 'Ana Rojas'];
    const byKey = [...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : 1));
    expect(byKey).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(byKey).toEqual([
      'Álvaro Ríos',
      'Ana Rojas',
      'beto Sáenz',
      'nora Paz',
      'Nzuri Oka',
      'Ñuflo Díaz',
    ]);
  });
});
