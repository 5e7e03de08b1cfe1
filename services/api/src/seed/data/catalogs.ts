import type { CatalogValues } from '@faena/contracts';

/** One seed item: code, description, other field values. */
type Item = [code: string, description: string, values?: CatalogValues];

const pe = (rows: Item[]): Item[] => rows.map(([c, d, v]) => [c, d, { country: 'PE', ...v }]);
const cl = (rows: Item[]): Item[] => rows.map(([c, d, v]) => [c, d, { country: 'CL', ...v }]);
/** A district by its place (department, province, district) in the country's ubigeo tree. */
type Place = [department: string, province: string, district: string];
const ubigeo = (country: 'PE' | 'CL', code: string, [department, province, district]: Place): Item => [
  code,
  `${department} / ${province} / ${district}`,
  { country, department, province, district },
];

/**
 * Demo values of every declared catalogue (Peru and Chile), in dependency order (brands before
 * models, cost centers before organisational units). Played through the command bus on first start.
 */
export const CATALOG_SEED: ReadonlyArray<[catalogId: string, items: Item[]]> = [
  ['document-types', [
    ...pe([
      ['DNI', 'Documento Nacional de Identidad', { alias: 'DNI', equivalentCode: '01', exactLength: 'S', length: 8 }],
      ['RUC', 'Registro Único de Contribuyentes', { alias: 'RUC', equivalentCode: '06', exactLength: 'S', length: 11 }],
      ['CE', 'Carné de Extranjería', { alias: 'CE', equivalentCode: '04', exactLength: 'N', length: 12 }],
      ['PASAPORTE', 'Pasaporte', { alias: 'PAS', equivalentCode: '07', exactLength: 'N', length: 12 }],
    ]),
    ...cl([
      ['RUT', 'Rol Único Tributario', { alias: 'RUT', equivalentCode: 'RUT', exactLength: 'N', length: 10 }],
      ['PASAPORTE', 'Pasaporte', { alias: 'PAS', equivalentCode: 'PAS', exactLength: 'N', length: 12 }],
    ]),
  ]],
  ['blood-types', ['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-'].map((b): Item => [b.replace('+', 'POS').replace('-', 'NEG'), b])],
  ['civil-status', [['S', 'Soltero(a)'], ['C', 'Casado(a)'], ['V', 'Viudo(a)'], ['D', 'Divorciado(a)'], ['CONV', 'Conviviente']]],
  ['driving-licences', [
    ...pe([
      ['A-I', 'Clase A Categoría I', { vehicleClass: 'Automóviles, camionetas y station wagon' }],
      ['A-IIa', 'Clase A Categoría II-a', { vehicleClass: 'Taxis, ambulancias y transporte interprovincial de pasajeros' }],
      ['A-IIb', 'Clase A Categoría II-b', { vehicleClass: 'Microbuses y minibuses' }],
      ['A-IIIa', 'Clase A Categoría III-a', { vehicleClass: 'Ómnibus urbanos e interprovinciales' }],
      ['A-IIIb', 'Clase A Categoría III-b', { vehicleClass: 'Camiones y vehículos de carga' }],
      ['A-IIIc', 'Clase A Categoría III-c', { vehicleClass: 'Todos los vehículos de la clase A' }],
    ]),
    ...cl([
      ['A2', 'Clase A2 profesional', { vehicleClass: 'Taxis, ambulancias y transporte de 10 a 17 pasajeros' }],
      ['A4', 'Clase A4 profesional', { vehicleClass: 'Carga simple de más de 3500 kg' }],
      ['A5', 'Clase A5 profesional', { vehicleClass: 'Todo vehículo de carga' }],
      ['B', 'Clase B no profesional', { vehicleClass: 'Automóviles y camionetas' }],
      ['D', 'Clase D especial', { vehicleClass: 'Maquinaria automotriz: grúas, cargadores, retroexcavadoras' }],
    ]),
  ]],
  ['currencies', [['PEN', 'Sol peruano', { symbol: 'S/', decimals: 2 }], ['USD', 'Dólar estadounidense', { symbol: 'US$', decimals: 2 }], ['CLP', 'Peso chileno', { symbol: '$', decimals: 0 }]]],
  ['divisions', [['DIV-NORTE', 'División Norte - Tajo Toquepala'], ['DIV-SUR', 'División Sur - Planta Ilo']]],
  ['equipment-types', [['LECTOR', 'Lector biométrico'], ['TORNIQUETE', 'Torniquete'], ['CAMARA', 'Cámara LPR'], ['IMPRESORA', 'Impresora de credenciales']]],
  ['maintenance-types', [['PREV', 'Preventivo'], ['CORR', 'Correctivo'], ['PRED', 'Predictivo']]],
  ['position-types', [['OPE', 'Operativo'], ['SUP', 'Supervisión'], ['ADM', 'Administrativo'], ['GER', 'Gerencia']]],
  ['termination-reasons', [['RENUNCIA', 'Renuncia voluntaria', { rehireable: 'S' }], ['FIN-CONTRATO', 'Término de contrato', { rehireable: 'S' }], ['DESPIDO', 'Despido por falta grave', { rehireable: 'N' }], ['MUTUO', 'Mutuo acuerdo', { rehireable: 'S' }]]],
  ['contract-types', [['SERV', 'Prestación de servicios'], ['OBRA', 'Obra determinada'], ['SUMIN', 'Suministro'], ['INTERM', 'Intermediación laboral']]],
  ['business-categories', [['MINERO', 'Contratista minero'], ['TRANSP', 'Transporte de personal'], ['ELECTRO', 'Montaje electromecánico'], ['CIVIL', 'Obras civiles'], ['SSOMA', 'Seguridad y salud']]],
  ['ubigeos', [
    ubigeo('PE', '150101', ['Lima', 'Lima', 'Lima']),
    ubigeo('PE', '150122', ['Lima', 'Lima', 'Miraflores']),
    ubigeo('PE', '150131', ['Lima', 'Lima', 'San Isidro']),
    ubigeo('PE', '040101', ['Arequipa', 'Arequipa', 'Arequipa']),
    ubigeo('PE', '040104', ['Arequipa', 'Arequipa', 'Cerro Colorado']),
    ubigeo('PE', '080101', ['Cusco', 'Cusco', 'Cusco']),
    ubigeo('PE', '080108', ['Cusco', 'Cusco', 'Wanchaq']),
    ubigeo('CL', '02101', ['Antofagasta', 'Antofagasta', 'Antofagasta']),
    ubigeo('CL', '02201', ['Antofagasta', 'El Loa', 'Calama']),
  ]],
  // the functions of the demo positions (seed/data/administration.ts), by contractor flag
  ['functions', [
    ['ACARREO', 'Acarreo', { contractor: 'S' }], ['CARGUIO', 'Carguío', { contractor: 'S' }], ['PERFORACION', 'Perforación', { contractor: 'S' }],
    ['MANT-MEC', 'Mantenimiento mecánico', { contractor: 'S' }], ['MANT-ELEC', 'Mantenimiento eléctrico', { contractor: 'S' }], ['SOLDADURA', 'Soldadura', { contractor: 'S' }],
    ['TRANSP-PER', 'Transporte de personal', { contractor: 'S' }], ['TOPOGRAFIA', 'Topografía', { contractor: 'S' }], ['ALMACEN', 'Almacén', { contractor: 'S' }],
    ['SSOMA', 'Seguridad y salud', { contractor: 'N' }], ['PROCESOS', 'Procesos', { contractor: 'N' }], ['OPER-MINA', 'Operación mina', { contractor: 'N' }],
  ]],
  ['cost-centers', [['CC-1001', 'Mina - Tajo Toquepala'], ['CC-2001', 'Planta Concentradora'], ['CC-3001', 'Mantenimiento'], ['CC-9001', 'Administración']]],
  ['organisational-units', [['UO-MINA', 'Gerencia de Mina', { costCenter: 'CC-1001' }], ['UO-PLANTA', 'Gerencia de Planta', { costCenter: 'CC-2001' }], ['UO-MANT', 'Superintendencia de Mantenimiento', { costCenter: 'CC-3001' }], ['UO-RRHH', 'Recursos Humanos', { costCenter: 'CC-9001' }], ['UO-SSOMA', 'Seguridad y Salud Ocupacional']]],
  ['personnel-divisions', [['PD-OBR', 'Obreros'], ['PD-EMP', 'Empleados'], ['PD-FUN', 'Funcionarios']]],
  ['regimes', [['14X7', 'Régimen 14 x 7', { workDays: 14, restDays: 7 }], ['7X7', 'Régimen 7 x 7', { workDays: 7, restDays: 7 }], ['5X2', 'Régimen 5 x 2', { workDays: 5, restDays: 2 }], ['4X3', 'Régimen 4 x 3', { workDays: 4, restDays: 3 }]]],
  ['places', [['TOQUEPALA', 'Unidad Minera Toquepala'], ['CUAJONE', 'Unidad Minera Cuajone'], ['ILO', 'Fundición y Refinería Ilo']]],
  ['accreditation-profiles', [['OPERATIVO', 'Personal operativo'], ['MANTENIMIENTO', 'Personal de mantenimiento'], ['SUPERVISION', 'Supervisión'], ['VISITA-TEC', 'Visita técnica']]],
  ['vehicle-types', [['CAMIONETA', 'Camioneta pick-up', { seats: 5 }], ['MINIBUS', 'Minibús', { seats: 20 }], ['BUS', 'Bus de personal', { seats: 45 }], ['CAMION', 'Camión', { seats: 2 }]]],
  ['fuels', [['DIESEL', 'Diésel B5'], ['G90', 'Gasolina 90'], ['GLP', 'Gas licuado de petróleo'], ['GNV', 'Gas natural vehicular'], ['ELEC', 'Eléctrico']]],
  ['brands', [['TOYOTA', 'Toyota'], ['MERCEDES', 'Mercedes-Benz'], ['NISSAN', 'Nissan'], ['VOLVO', 'Volvo'], ['HYUNDAI', 'Hyundai']]],
  ['models', [
    ['HILUX', 'Hilux', { brand: 'TOYOTA' }], ['LANDCRUISER', 'Land Cruiser', { brand: 'TOYOTA' }], ['SPRINTER', 'Sprinter', { brand: 'MERCEDES' }],
    ['ACTROS', 'Actros', { brand: 'MERCEDES' }], ['FRONTIER', 'Frontier', { brand: 'NISSAN' }], ['FH16', 'FH16', { brand: 'VOLVO' }], ['COUNTY', 'County', { brand: 'HYUNDAI' }],
  ]],
  ['colours', [['BLANCO', 'Blanco'], ['PLATA', 'Plata'], ['ROJO', 'Rojo'], ['AMARILLO', 'Amarillo minero'], ['NEGRO', 'Negro']]],
  ['restriction-types', [['DISC', 'Disciplinaria'], ['MED', 'Médica'], ['ADM', 'Administrativa']]],
  ['exemption-types', [['TEMPORAL', 'Exoneración temporal'], ['VISITA', 'Visita corta'], ['GERENCIA', 'Autorización de gerencia'], ['EMERG', 'Emergencia operativa']]],
  ['door-types', [['PEATONAL', 'Peatonal', { entryType: 'A' }], ['VEHICULAR', 'Vehicular', { entryType: 'A' }], ['ING', 'Solo ingreso', { entryType: 'E' }], ['SAL', 'Solo salida', { entryType: 'S' }]]],
  ['identification-types', [['FOTOCHECK', 'Fotocheck'], ['TARJETA', 'Tarjeta de proximidad'], ['HUELLA', 'Huella digital'], ['FACIAL', 'Reconocimiento facial']]],
  ['identification-reasons', [['NUEVO', 'Nuevo ingreso', { kind: 'E' }], ['PERDIDA', 'Pérdida', { kind: 'E' }], ['DETERIORO', 'Deterioro', { kind: 'E' }], ['CESE', 'Cese', { kind: 'I' }], ['ROBO', 'Robo', { kind: 'I' }], ['FIN-CONTRATO', 'Fin de contrato', { kind: 'I' }]]],
  ['credential-types', [['PERM', 'Credencial permanente', { validityDays: 365 }], ['TEMP', 'Credencial temporal', { validityDays: 30 }], ['VIS', 'Credencial de visita', { validityDays: 7 }]]],
  ['dining-types', [['CENTRAL', 'Comedor central'], ['CAMPAMENTO', 'Comedor de campamento'], ['PLANTA', 'Comedor de planta']]],
];
