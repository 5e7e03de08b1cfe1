import type { SecurityLevel } from './login.schemas';

/**
 * The spec's two password rule sets (§5), pure so server and web share them. Each answers null
 * when valid or the message (login flow) / i18n key (maintenance screen) to show.
 */
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;
export const LOGIN_FLOW_MAX_LENGTH = 100;
export const MAINTENANCE_MAX_LENGTH = 50;
export const PASSWORD_MISMATCH_MESSAGE = 'El valor de las contraseñas debe ser iguales.';
export const minLengthMessage = (n: number) => `La longitud minima es de ${n} caracteres`;

/** The level entries (Valor, Descripcion, Mensaje) of the login flow. */
export const PASSWORD_LEVELS: ReadonlyArray<{
  Valor: SecurityLevel;
  Descripcion: string;
  Mensaje: string;
}> = [
  { Valor: 'B', Descripcion: 'Básico', Mensaje: '' },
  {
    Valor: 'I',
    Descripcion: 'Intermedio',
    Mensaje: 'La contraseña debe tener al menos un número y una letra.',
  },
  {
    Valor: 'A',
    Descripcion: 'Avanzado',
    Mensaje:
      'La contraseña debe tener al menos un número, una letra mayúscula, una letra minúscula y un símbolo.',
  },
];

const levelMessage = (level: SecurityLevel) =>
  PASSWORD_LEVELS.find((l) => l.Valor === level)?.Mensaje ?? '';

const hasDigitAndLetter = (p: string) => /\d/.test(p) && /[A-Za-zÀ-ÿ]/.test(p);

/** The login flow's complexity test per level: basic asks nothing more than the length. */
const LOGIN_FLOW_LEVEL_TESTS: Record<SecurityLevel, (password: string) => boolean> = {
  B: () => true,
  I: hasDigitAndLetter,
  A: (p) =>
    hasDigitAndLetter(p) && /[A-ZÀ-Þ]/.test(p) && /[a-zß-ÿ]/.test(p) && /[^A-Za-z0-9À-ÿ\s]/.test(p),
};

/** Login flow: trimmed length ≥ min (default 6) and < 100, then the level's complexity. */
export function loginFlowPasswordError(
  password: string,
  level: SecurityLevel,
  minLength = DEFAULT_MIN_PASSWORD_LENGTH,
): string | null {
  const min = minLength > 0 ? minLength : DEFAULT_MIN_PASSWORD_LENGTH;
  const length = password.trim().length;
  if (length < min || length >= LOGIN_FLOW_MAX_LENGTH) return minLengthMessage(min);
  return LOGIN_FLOW_LEVEL_TESTS[level](password) ? null : levelMessage(level);
}

/** Login flow: the repeated password must equal the new one. */
export function loginFlowRepeatError(password: string, repeat: string): string | null {
  return password === repeat ? null : PASSWORD_MISMATCH_MESSAGE;
}

export type MaintenancePasswordKey =
  | 'PASSWORDREQUIRED'
  | 'PASSWORDMAXLENGTH'
  | 'PASSWORDMINLENGTH'
  | 'BASICLEVEL'
  | 'INTERMEDIATELEVEL'
  | 'ADVANCEDLEVEL';
export interface MaintenanceIssue {
  key: MaintenancePasswordKey | 'CONFIRMPASSWORDCONREQUIRED' | 'CONFIRMPASSWORDMATCHPASSWORD';
  /** the minimum length, for PASSWORDMINLENGTH ("message plus the number") */
  n?: number;
}

/** The maintenance screen's pattern per level, with the key a mismatch shows. */
const MAINTENANCE_LEVEL_PATTERNS: Record<
  SecurityLevel,
  { re: RegExp; key: MaintenancePasswordKey }
> = {
  B: { re: /^[A-Za-z0-9]+$/, key: 'BASICLEVEL' },
  I: { re: /^[A-Za-z0-9]+$/, key: 'INTERMEDIATELEVEL' },
  A: { re: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*\W)\S+$/, key: 'ADVANCEDLEVEL' },
};

/** Maintenance screen: required, ≤ 50, ≥ LongitudClave, and the level's pattern. */
export function maintenancePasswordError(
  password: string,
  level: SecurityLevel,
  minLength: number,
): MaintenanceIssue | null {
  if (password.length === 0) return { key: 'PASSWORDREQUIRED' };
  if (password.length > MAINTENANCE_MAX_LENGTH)
    return { key: 'PASSWORDMAXLENGTH', n: MAINTENANCE_MAX_LENGTH };
  if (password.length < minLength) return { key: 'PASSWORDMINLENGTH', n: minLength };
  const pattern = MAINTENANCE_LEVEL_PATTERNS[level];
  return pattern.re.test(password) ? null : { key: pattern.key };
}

/** Maintenance screen: confirmation required and equal to the password. */
export function maintenanceConfirmError(
  password: string,
  confirm: string,
): MaintenanceIssue | null {
  if (confirm.length === 0) return { key: 'CONFIRMPASSWORDCONREQUIRED' };
  return confirm === password ? null : { key: 'CONFIRMPASSWORDMATCHPASSWORD' };
}
