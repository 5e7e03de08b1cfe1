/** Demo master records of the administration module (Peru and Chile); a position's function is a code of the functions list. */
export const DEMO_POSITIONS = [
  { code: 'OPC', name: 'Operador de Camión', type: 'Operativo', organizationalUnit: 'Mina', function: 'ACARREO', trust: false, controllable: true, contractor: true },
  { code: 'OPP', name: 'Operador de Pala', type: 'Operativo', organizationalUnit: 'Mina', function: 'CARGUIO', trust: false, controllable: true, contractor: true },
  { code: 'OPF', name: 'Operador de Perforadora', type: 'Operativo', organizationalUnit: 'Mina', function: 'PERFORACION', trust: false, controllable: true, contractor: true },
  { code: 'MEC', name: 'Mecánico de Equipo Pesado', type: 'Mantenimiento', organizationalUnit: 'Taller Central', function: 'MANT-MEC', trust: false, controllable: true, contractor: true },
  { code: 'ELE', name: 'Electricista Industrial', type: 'Mantenimiento', organizationalUnit: 'Planta Concentradora', function: 'MANT-ELEC', trust: false, controllable: true, contractor: true },
  { code: 'SOL', name: 'Soldador Homologado', type: 'Mantenimiento', organizationalUnit: 'Taller Central', function: 'SOLDADURA', trust: false, controllable: true, contractor: true },
  { code: 'CBU', name: 'Conductor de Bus', type: 'Transporte', organizationalUnit: 'Logística', function: 'TRANSP-PER', trust: false, controllable: true, contractor: true },
  { code: 'SSO', name: 'Supervisor SSOMA', type: 'Supervisión', organizationalUnit: 'Seguridad', function: 'SSOMA', trust: true, controllable: false, contractor: false },
  { code: 'ING', name: 'Ingeniero de Procesos', type: 'Staff', organizationalUnit: 'Planta Concentradora', function: 'PROCESOS', trust: true, controllable: false, contractor: false },
  { code: 'JGD', name: 'Jefe de Guardia', type: 'Supervisión', organizationalUnit: 'Mina', function: 'OPER-MINA', trust: true, controllable: false, contractor: false },
  { code: 'TOP', name: 'Topógrafo', type: 'Staff', organizationalUnit: 'Mina', function: 'TOPOGRAFIA', trust: false, controllable: true, contractor: true },
  { code: 'ALM', name: 'Almacenero', type: 'Logística', organizationalUnit: 'Logística', function: 'ALMACEN', trust: false, controllable: true, contractor: true },
] as const;

export const DEMO_VEHICLES = [
  { plate: 'V1Q-845', type: 'Camioneta', brand: 'Toyota', model: 'Hilux 4x4', color: 'Blanco', fuel: 'Diésel', power: '150 HP', year: 2023, companyId: 'EMP-MINERA-ANDINA' },
  { plate: 'V2A-301', type: 'Camioneta', brand: 'Mitsubishi', model: 'L200', color: 'Plata', fuel: 'Diésel', power: '178 HP', year: 2022, companyId: 'EMP-SERMISUR' },
  { plate: 'B7K-912', type: 'Bus', brand: 'Mercedes-Benz', model: 'O500', color: 'Blanco', fuel: 'Diésel', power: '360 HP', year: 2021, companyId: 'EMP-TRANSCRUZ' },
  { plate: 'B7K-913', type: 'Bus', brand: 'Volvo', model: 'B450R', color: 'Azul', fuel: 'Diésel', power: '450 HP', year: 2024, companyId: 'EMP-TRANSCRUZ' },
  { plate: 'C4M-220', type: 'Camión grúa', brand: 'Hino', model: '500 FM', color: 'Amarillo', fuel: 'Diésel', power: '280 HP', year: 2020, companyId: 'EMP-MEASAC' },
  { plate: 'GHJK-21', type: 'Camioneta', brand: 'Ford', model: 'Ranger XLT', color: 'Gris', fuel: 'Diésel', power: '200 HP', year: 2023, companyId: 'EMP-ATACAMA' },
  { plate: 'LKRT-58', type: 'Furgón', brand: 'Hyundai', model: 'H-1', color: 'Blanco', fuel: 'Gasolina', power: '170 HP', year: 2019, companyId: 'EMP-LOSHEROES' },
  // the buses of the demo's trips (EMP-TRANSCRUZ, contract CTR-2026-002): accredited, so seats can be booked
  { plate: 'V4K-812', type: 'Bus', brand: 'Mercedes-Benz', model: 'O500 RSD', color: 'Blanco', fuel: 'Diésel', power: '360 HP', year: 2022, companyId: 'EMP-TRANSCRUZ' },
  { plate: 'V4K-813', type: 'Bus', brand: 'Mercedes-Benz', model: 'O500 RSD', color: 'Blanco', fuel: 'Diésel', power: '360 HP', year: 2022, companyId: 'EMP-TRANSCRUZ' },
  { plate: 'Z2B-450', type: 'Bus', brand: 'Scania', model: 'K410', color: 'Verde', fuel: 'Diésel', power: '410 HP', year: 2023, companyId: 'EMP-TRANSCRUZ' },
  { plate: 'S3G-117', type: 'Camioneta', brand: 'Nissan', model: 'Frontier', color: 'Rojo', fuel: 'Diésel', power: '190 HP', year: 2024, companyId: 'EMP-SEGMINERA', state: 'INACTIVO' },
] as const;

export const DEMO_CUSTOMERS = [
  { name: 'Minera Andina S.A.A.', documentType: 'RUC', rucBase: '2010045678', nickname: 'ANDINA', corporate: true, emails: ['acreditacion@mineraandina.pe', 'transporte@mineraandina.pe', 'campamento@mineraandina.pe'] },
  { name: 'Compañía Minera del Desierto SpA', documentType: 'RUT', rut: 96789012, nickname: 'DESIERTO', corporate: true, emails: ['acreditacion@mineradesierto.cl', 'buses@mineradesierto.cl', 'hoteleria@mineradesierto.cl'] },
  { name: 'Fundición Ilo S.A.C.', documentType: 'RUC', rucBase: '2055667788', nickname: 'FUNDILO', corporate: false, emails: ['personal@fundicionilo.pe', 'logistica@fundicionilo.pe', 'seguridad@fundicionilo.pe'] },
] as const;

/** National holidays (template: fixed by law, not editable). */
export const DEMO_HOLIDAYS = {
  PE: {
    name: 'Perú',
    holidays: [
      [1, 1, 'Año Nuevo'], [1, 5, 'Día del Trabajo'], [7, 6, 'Batalla de Arica y Día de la Bandera'], [29, 6, 'San Pedro y San Pablo'],
      [23, 7, 'Día de la Fuerza Aérea del Perú'], [28, 7, 'Fiestas Patrias'], [29, 7, 'Fiestas Patrias'], [6, 8, 'Batalla de Junín'],
      [30, 8, 'Santa Rosa de Lima'], [8, 10, 'Combate de Angamos'], [1, 11, 'Todos los Santos'], [8, 12, 'Inmaculada Concepción'],
      [9, 12, 'Batalla de Ayacucho'], [25, 12, 'Navidad'],
    ],
  },
  CL: {
    name: 'Chile',
    holidays: [
      [1, 1, 'Año Nuevo'], [1, 5, 'Día del Trabajo'], [21, 5, 'Día de las Glorias Navales'], [29, 6, 'San Pedro y San Pablo'],
      [16, 7, 'Virgen del Carmen'], [15, 8, 'Asunción de la Virgen'], [18, 9, 'Independencia Nacional'], [19, 9, 'Glorias del Ejército'],
      [12, 10, 'Encuentro de Dos Mundos'], [31, 10, 'Día de las Iglesias Evangélicas'], [1, 11, 'Todos los Santos'],
      [8, 12, 'Inmaculada Concepción'], [25, 12, 'Navidad'],
    ],
  },
} as const;

export const DEMO_REPOSITORIES = [
  { id: 'REP-DOCUMENTOS', path: '/srv/faena/documentos', user: 'svc_documentos', password: 'Repo.Doc.2026', maxSize: 500, unit: 'GB' },
  { id: 'REP-FOTOS', path: '/srv/faena/fotos', user: 'svc_fotos', password: 'Repo.Fot.2026', maxSize: 2, unit: 'TB' },
] as const;

/** codes of the blood-types and civil-status reference lists (seed/data/catalogs.ts) */
export const BLOOD_TYPES = ['OPOS', 'OPOS', 'OPOS', 'APOS', 'BPOS', 'ONEG', 'ABPOS'] as const;
export const CIVIL_STATUSES = ['S', 'C', 'CONV', 'D'] as const;
/** codes of the driving-licences reference list of each country */
export const LICENSE_CATEGORIES = { PE: ['A-I', 'A-IIa', 'A-IIb', 'A-IIIc'], CL: ['A2', 'A4', 'A5', 'B'] } as const;
export const PLACES_PE = ['Tacna', 'Moquegua', 'Ilo', 'Arequipa', 'Puno', 'Lima'] as const;
export const PLACES_CL = ['Arica', 'Iquique', 'Calama', 'Antofagasta', 'Copiapó'] as const;
