import { API, SECURITY_LEVELS, SecuritySettingSchema, type SecurityLevel } from '@faena/contracts';
import { http } from '../../../../lib/http';
import { referenceList } from '../../../catalogs/api/reference-lists';

/** One option of a read-only select: the stored code and the text shown for it. */
export interface FieldOption {
  value: string;
  label: string;
}

/** The Activo state list of the login user record (domain spec §3: S ACTIVO, N INACTIVO); Descripcion is a locale key. */
export const ACTIVE_STATES = [
  { Valor: 'S', Descripcion: 'state.S' },
  { Valor: 'N', Descripcion: 'state.N' },
] as const;

/** The password levels B, I, A (shell spec §9), each with the locale key of its name. */
export const LEVEL_KEYS: ReadonlyArray<{ value: SecurityLevel; key: `level.${SecurityLevel}` }> =
  SECURITY_LEVELS.map((value) => ({ value, key: `level.${value}` }));

const SettingOptionSchema = SecuritySettingSchema.pick({
  IdConfiguracionLogeo: true,
  ConfiguracionLogeo: true,
});

/** The client's security settings (GET SeguridadConfiguracionLogeo/obtenerTodos): IdConfiguracionLogeo shown as ConfiguracionLogeo. */
export async function getSecuritySettingOptions(IdCliente: string): Promise<FieldOption[]> {
  const rows = SettingOptionSchema.array().parse(
    await http.get<unknown>(API.securitySettings.path, { IdCliente }),
  );
  return rows.map((r) => ({ value: r.IdConfiguracionLogeo, label: r.ConfiguracionLogeo }));
}

/** The country's document types (the cached reference list of sistematipodocumento/obtenerTodos): the row's code shown as its alias (the code when it has none). */
export async function getDocumentTypeOptions(IdPais: string): Promise<FieldOption[]> {
  const rows = await referenceList('documentTypes', { IdPais });
  return rows.flatMap((r) => {
    if (typeof r.code !== 'string' || r.code === '') return [];
    return [
      { value: r.code, label: typeof r.alias === 'string' && r.alias !== '' ? r.alias : r.code },
    ];
  });
}

/** The options with the record's value added (shown as its code) when the list lacks it, so a select never hides a stored value. */
export const withStoredValue = (options: FieldOption[], value: string): FieldOption[] =>
  value !== '' && !options.some((o) => o.value === value)
    ? [...options, { value, label: value }]
    : options;
