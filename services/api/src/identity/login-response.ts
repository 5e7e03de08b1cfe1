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
export function loginResponseOf(
  account: UserAccount,
  security: AccountSecurity,
  setting: SecuritySetting,
  now: Date,
  tokens: { accessToken: string; refreshToken: string },
): LoginResponse {
  const profiles = usableProfiles(account.profiles);
  const first = profiles[0];
  const nombreCompleto = `${account.firstName} ${account.lastName}`.trim();
  const seen = new Set<string>();
  const perfil: ProfileEntry[] = [];
  for (const p of profiles) {
    if (seen.has(p.profileId)) continue;
    seen.add(p.profileId);
    perfil.push({
      IdPerfil: p.profileId,
      Perfil: p.profileName,
      IdUsuario: account.username,
      NombreCompleto: nombreCompleto,
    });
  }
  const division: DivisionEntry[] = profiles.map((p) => ({
    IdCliente: p.clientId,
    IdDivision: p.divisionId,
    Cliente: p.clientName,
    Division: p.divisionName,
    IdPerfil: p.profileId,
    Perfil: p.profileName,
    IdPais: p.countryId,
  }));
  const expiry = passwordExpiry(security.passwordChangedAt, setting.DiasCaducidadClave, now);
  const twoFactor = setting.DobleAutenticacion !== 'N';
  return {
    ...tokens,
    cambiarClaveCaducada: expiry.expired ? 'S' : 'N',
    dobleAutenticacion: twoFactor ? 'S' : 'N',
    flagTelefono: setting.DobleAutenticacion === 'TELEFONO' ? 'S' : 'N',
    primeraClaveCambiada: security.mustChangePassword ? 'N' : 'S',
    perfil,
    division,
    nombreCompleto,
    contratista: first?.contractor ?? false,
    responsableContratista: false,
    idCompania: first?.companyId ?? null,
    compania: first?.companyName ?? null,
    rolAcreditacion: first?.accreditationRole ?? null,
    minutosCaduca: expiry.minutosCaduca,
    longitudClave: setting.LongitudClave,
    nivelSeguridadClave: setting.NivelSeguridadClave,
  };
}
