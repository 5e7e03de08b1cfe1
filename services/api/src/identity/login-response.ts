import type { DivisionEntry, LoginResponse, ProfileEntry, SecuritySetting } from '@faena/contracts';
import type { AccountSecurity } from './account-security';
import { passwordExpiry, usableProfiles } from './login-rules';
import type { UserAccount } from './user-account';

/** Whether the user must change the password before working (first password, temporary or expired). */
export function passwordChangePending(
  security: AccountSecurity,
  setting: SecuritySetting,
  now: Date,
): { first: boolean; expired: boolean } {
  return {
    first: security.mustChangePassword,
    expired: passwordExpiry(security.passwordChangedAt, setting.DiasCaducidadClave, now).expired,
  };
}

/** The spec's login response for an account (tokens given separately; '' until the second factor). */
export function loginResponseOf(of: {
  account: UserAccount;
  security: AccountSecurity;
  setting: SecuritySetting;
  now: Date;
  tokens: { accessToken: string; refreshToken: string };
}): LoginResponse {
  const { account, security, setting } = of;
  const profiles = usableProfiles(account.profiles);
  const nombreCompleto = `${account.firstName} ${account.lastName}`.trim();
  const expiry = passwordExpiry(security.passwordChangedAt, setting.DiasCaducidadClave, of.now);
  const twoFactor = setting.DobleAutenticacion !== 'N';
  return {
    ...of.tokens,
    cambiarClaveCaducada: expiry.expired ? 'S' : 'N',
    dobleAutenticacion: twoFactor ? 'S' : 'N',
    flagTelefono: setting.DobleAutenticacion === 'TELEFONO' ? 'S' : 'N',
    primeraClaveCambiada: security.mustChangePassword ? 'N' : 'S',
    perfil: profileEntries(profiles, { username: account.username, nombreCompleto }),
    division: profiles.map(divisionEntry),
    nombreCompleto,
    ...companyFields(profiles[0]),
    minutosCaduca: expiry.minutosCaduca,
    longitudClave: setting.LongitudClave,
    nivelSeguridadClave: setting.NivelSeguridadClave,
  };
}

type UsableProfile = ReturnType<typeof usableProfiles>[number];

/** One entry per profile (a profile held at several divisions is listed once). */
function profileEntries(
  profiles: UsableProfile[],
  user: { username: string; nombreCompleto: string },
): ProfileEntry[] {
  const seen = new Set<string>();
  const perfil: ProfileEntry[] = [];
  for (const p of profiles) {
    if (seen.has(p.profileId)) continue;
    seen.add(p.profileId);
    perfil.push({
      IdPerfil: p.profileId,
      Perfil: p.profileName,
      IdUsuario: user.username,
      NombreCompleto: user.nombreCompleto,
    });
  }
  return perfil;
}

const divisionEntry = (p: UsableProfile): DivisionEntry => ({
  IdCliente: p.clientId,
  IdDivision: p.divisionId,
  Cliente: p.clientName,
  Division: p.divisionName,
  IdPerfil: p.profileId,
  Perfil: p.profileName,
  IdPais: p.countryId,
});

/** The first usable profile's company and accreditation role (none: a user with no profile). */
const companyFields = (first: UsableProfile | undefined) => ({
  contratista: first?.contractor ?? false,
  responsableContratista: false,
  idCompania: first?.companyId ?? null,
  compania: first?.companyName ?? null,
  rolAcreditacion: first?.accreditationRole ?? null,
});
