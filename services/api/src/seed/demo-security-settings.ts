import type { SecuritySetting } from '@faena/contracts';

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
