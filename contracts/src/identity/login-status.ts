import type { LoginCode } from './login.schemas';

/**
 * The status list of login failures (Id, Descripcion) in Spanish and English. Codes 04 and 09
 * substitute the minutes for {minutos}; code 12 appends a custom message.
 */
export const LOGIN_STATUS_ES: Record<LoginCode, string> = {
  '00': 'Error en el servidor.',
  '01': 'El usuario no existe o la contraseña es incorrecta.',
  '02': 'El usuario no tiene perfil asignado.',
  '03': 'El usuario no tiene división asignada.',
  '04': 'Usuario bloqueado por intentos fallidos. Intente nuevamente en {minutos} minutos.',
  '05': 'El usuario no tiene correo registrado.',
  '06': 'El usuario no tiene teléfono registrado.',
  '07': 'Ocurrió un error.',
  '08': 'El código de seguridad no existe o ha expirado.',
  '09': 'Usuario bloqueado por código de seguridad. Intente nuevamente en {minutos} minutos.',
  '10': 'El usuario está desactivado.',
  '11': 'El usuario no tiene empresa asignada.',
  '12': 'El usuario no tiene empresa vigente.',
};
export const LOGIN_STATUS_EN: Record<LoginCode, string> = {
  '00': 'Server error.',
  '01': 'The user does not exist or the password is wrong.',
  '02': 'The user has no profile.',
  '03': 'The user has no division.',
  '04': 'User blocked after failed attempts. Try again in {minutos} minutes.',
  '05': 'The user has no e-mail.',
  '06': 'The user has no phone.',
  '07': 'An error occurred.',
  '08': 'The security code does not exist or has expired.',
  '09': 'User blocked by security code. Try again in {minutos} minutes.',
  '10': 'The user is deactivated.',
  '11': 'The user has no company.',
  '12': 'The user has no current company.',
};

/** Code 12's custom message (domain spec §8: "Expired for accrediting"), {company} substituted. */
export const EXPIRED_COMPANY_ES =
  'Su usuario se encuentra vencido para poder acreditar a la empresa: {company}';
export const EXPIRED_COMPANY_EN = 'Your user has expired for accrediting the company: {company}';
export function expiredCompanyMessage(company: string, lang: 'es' | 'en' = 'es'): string {
  return (lang === 'en' ? EXPIRED_COMPANY_EN : EXPIRED_COMPANY_ES).replace('{company}', company);
}

/** How a login failure's text is filled in: minutes, language, code 12's custom text. */
export interface LoginStatusText {
  minutos: number;
  lang?: 'es' | 'en';
  custom?: string | undefined;
}

/** The text of a login failure in a language, minutes substituted, custom text appended for 12. */
export function loginStatusMessage(
  code: LoginCode,
  { minutos, lang = 'es', custom }: LoginStatusText,
): string {
  const base = (lang === 'en' ? LOGIN_STATUS_EN : LOGIN_STATUS_ES)[code].replace(
    '{minutos}',
    String(minutos),
  );
  return code === '12' && custom ? `${base} ${custom}` : base;
}
