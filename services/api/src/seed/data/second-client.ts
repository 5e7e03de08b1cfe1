import type { CompanySeed } from './master';

/**
 * A second client with its own division, contractor company, contract, zone, trip, camp, people and
 * users, so that tenant isolation is exercised on real data (fixed ids, like the first client's).
 */
export const SECOND_CLIENT = {
  clientId: 'MINERA-PACIFICO',
  name: 'Minera del Pacífico',
  divisions: [{ divisionId: 'DIV-MARCONA', name: 'División Marcona - Mina de hierro' }],
} as const;

export const SECOND_COMPANY: CompanySeed = {
  companyId: 'EMP-PACIFICO-SERV',
  name: 'Servicios Pacífico Sur S.A.C.',
  rucBase: '2061234567',
  contractor: true,
  category: 'Contratista minero',
  country: 'PE',
  contract: { code: 'CTR-2026-101', divisionId: 'DIV-MARCONA', subject: 'Perforación y voladura en Mina Marcona', quota: 20 },
};

/** Six workers of the second client's contractor (DNIs outside the first client's range). */
export const SECOND_PEOPLE = [
  ['PER-P001', '30100001', 'Hugo', 'Palomino Yupanqui', 'Perforista'],
  ['PER-P002', '30100002', 'Carmen', 'Ñahui Quispe', 'Ayudante de perforación'],
  ['PER-P003', '30100003', 'Wilfredo', 'Ccori Huanca', 'Operador de scoop'],
  ['PER-P004', '30100004', 'Yolanda', 'Mamani Condori', 'Supervisor de voladura'],
  ['PER-P005', '30100005', 'Teodoro', 'Layme Sucso', 'Cargador de explosivos'],
  ['PER-P006', '30100006', 'Rosa', 'Anccasi Puma', 'Vigía'],
] as const;

export const SECOND_ZONE = {
  zoneId: 'ZON-MARCONA',
  divisionId: 'DIV-MARCONA',
  name: 'Garita Marcona',
  capacity: 60,
  doors: [{ doorId: 'PTA-MARCONA-E', name: 'Garita Marcona - Entrada', type: 'E' }, { doorId: 'PTA-MARCONA-S', name: 'Garita Marcona - Salida', type: 'S' }],
} as const;

/** Today's bus of the second client (id VJE-<yyyyMMdd>-P1). */
export const SECOND_TRIP = { suffix: 'P1', day: 0, route: 'Nazca - Marcona', departureTime: '06:15', plate: 'B7M-301', driver: 'Eusebio Ramos Tito', origin: 'Nazca', destination: 'Mina Marcona', capacity: 20 } as const;

export const SECOND_CAMP = { hotelId: 'HTL-MARCONA', name: 'Campamento Marcona', maxStayDays: 21, rooms: 2 } as const;

/** The second client's own administration records: a position and a customer of its own, a vehicle of its contractor. */
export const SECOND_POSITIONS = [
  { code: 'PRF', name: 'Perforista de Voladura', type: 'Operativo', organizationalUnit: 'Mina Marcona', function: 'PERFORACION', trust: false, controllable: true, contractor: true },
] as const;
export const SECOND_VEHICLES = [
  { plate: 'P3M-401', type: 'Camioneta', brand: 'Toyota', model: 'Land Cruiser', color: 'Blanco', fuel: 'Diésel', power: '200 HP', year: 2022, companyId: SECOND_COMPANY.companyId },
] as const;
export const SECOND_CUSTOMERS = [
  { name: 'Minera del Pacífico S.A.A.', documentType: 'RUC', rucBase: '2010099887', nickname: 'PACIFICO', corporate: true, emails: ['acreditacion@mineradelpacifico.pe', 'transporte@mineradelpacifico.pe', 'campamento@mineradelpacifico.pe'] },
] as const;

/** The second client's own lists for its requests (client-scoped catalogues; the first client's are in catalogs.ts). */
export const SECOND_CATALOG_SEED = [
  ['places', [['MARCONA', 'Unidad Minera Marcona']]],
  ['accreditation-profiles', [['OPERATIVO', 'Personal operativo']]],
  ['cost-centers', [['CC-M100', 'Mina Marcona']]],
  ['organisational-units', [['UO-MARCONA', 'Gerencia de Mina Marcona', { costCenter: 'CC-M100' }]]],
  ['functions', [['PERFORACION', 'Perforación', { contractor: 'S' }]]],
] as const;
