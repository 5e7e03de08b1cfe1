/** The demo client, its contractors, zones, trips and camp (ids are fixed so the seed is repeatable). */
export const CLIENT = {
  clientId: 'MINERA-ANDINA',
  name: 'Minera Andina',
  divisions: [
    { divisionId: 'DIV-NORTE', name: 'División Norte - Tajo Toquepala' },
    { divisionId: 'DIV-SUR', name: 'División Sur - Planta Ilo' },
  ],
} as const;

export interface CompanySeed {
  companyId: string;
  name: string;
  /** first 10 digits of the RUC; the check digit is computed */
  rucBase: string;
  contractor: boolean;
  category: string;
  country: 'PE' | 'CL';
  contract: { code: string; divisionId: string; subject: string; quota: number };
}

export const COMPANIES: readonly CompanySeed[] = [
  { companyId: 'EMP-MINERA-ANDINA', name: 'Minera Andina S.A.A.', rucBase: '2010045678', contractor: false, category: 'Titular minero', country: 'PE', contract: { code: 'CTR-2026-000', divisionId: 'DIV-NORTE', subject: 'Personal propio de operación', quota: 80 } },
  { companyId: 'EMP-SERMISUR', name: 'Servicios Mineros del Sur S.A.C.', rucBase: '2045612378', contractor: true, category: 'Contratista minero', country: 'PE', contract: { code: 'CTR-2026-001', divisionId: 'DIV-NORTE', subject: 'Operación de equipos de acarreo en Tajo Toquepala', quota: 60 } },
  { companyId: 'EMP-TRANSCRUZ', name: 'Transportes Cruz del Norte S.A.', rucBase: '2053398812', contractor: true, category: 'Transporte de personal', country: 'PE', contract: { code: 'CTR-2026-002', divisionId: 'DIV-NORTE', subject: 'Transporte de personal Tacna - Toquepala', quota: 40 } },
  { companyId: 'EMP-MEASAC', name: 'Montajes Electromecánicos Andinos S.A.C.', rucBase: '2060123457', contractor: true, category: 'Montaje electromecánico', country: 'PE', contract: { code: 'CTR-2026-003', divisionId: 'DIV-SUR', subject: 'Mantenimiento eléctrico de Planta Concentradora', quota: 50 } },
  { companyId: 'EMP-ATACAMA', name: 'Ingeniería y Mantenimiento Atacama Perú S.A.C.', rucBase: '2060987612', contractor: true, category: 'Mantenimiento mecánico', country: 'CL', contract: { code: 'CTR-2026-004', divisionId: 'DIV-NORTE', subject: 'Mantenimiento de equipo pesado en Taller Central', quota: 70 } },
  { companyId: 'EMP-LOSHEROES', name: 'Constructora Los Héroes del Pacífico S.A.C.', rucBase: '2055473019', contractor: true, category: 'Obras civiles', country: 'CL', contract: { code: 'CTR-2026-005', divisionId: 'DIV-SUR', subject: 'Obras civiles de ampliación de Planta Ilo', quota: 45 } },
  { companyId: 'EMP-SEGMINERA', name: 'Seguridad Integral Minera S.A.C.', rucBase: '2048820165', contractor: true, category: 'Seguridad y salud', country: 'PE', contract: { code: 'CTR-2026-006', divisionId: 'DIV-NORTE', subject: 'Supervisión SSOMA y respuesta a emergencias', quota: 40 } },
];

export const ZONES = [
  { zoneId: 'ZON-GARITA', divisionId: 'DIV-NORTE', name: 'Garita Principal', capacity: 400, doors: [{ doorId: 'PTA-GARITA-E', name: 'Garita Principal - Entrada', type: 'E' }, { doorId: 'PTA-GARITA-S', name: 'Garita Principal - Salida', type: 'S' }] },
  { zoneId: 'ZON-CONCENTRADORA', divisionId: 'DIV-SUR', name: 'Planta Concentradora', capacity: 120, doors: [{ doorId: 'PTA-CONC-1', name: 'Acceso Planta Concentradora', type: 'A' }] },
  { zoneId: 'ZON-TAJO', divisionId: 'DIV-NORTE', name: 'Tajo Abierto', capacity: 80, doors: [{ doorId: 'PTA-TAJO-1', name: 'Control Tajo Abierto', type: 'A' }] },
  { zoneId: 'ZON-TALLER', divisionId: 'DIV-NORTE', name: 'Taller de Mantenimiento', capacity: 60, doors: [{ doorId: 'PTA-TALLER-1', name: 'Portón Taller de Mantenimiento', type: 'A' }] },
] as const;

/** Trips relative to the seed date (day 0 = the Clock's today). */
export const TRIPS = [
  { suffix: '01', day: 0, route: 'Tacna - Toquepala', departureTime: '05:30', plate: 'V4K-812', vehicleId: 'V4K-812', driver: 'Teófilo Mamani Choque', origin: 'Terminal Tacna', destination: 'Campamento Toquepala', capacity: 40 },
  { suffix: '02', day: 0, route: 'Toquepala - Tacna', departureTime: '18:30', plate: 'V4K-813', vehicleId: 'V4K-813', driver: 'Freddy Ccama Pari', origin: 'Campamento Toquepala', destination: 'Terminal Tacna', capacity: 40 },
  { suffix: '03', day: 1, route: 'Moquegua - Ilo', departureTime: '06:00', plate: 'Z2B-450', vehicleId: 'Z2B-450', driver: 'Wilber Coaguila Llerena', origin: 'Moquegua', destination: 'Planta Ilo', capacity: 30 },
] as const;

/** administrators: the camp administrators assigned to it (demo user CAMPAMENTO) */
export const CAMP = { hotelId: 'HTL-LOS-ANDES', name: 'Campamento Los Andes', maxStayDays: 28, rooms: 12, administrators: ['CAMPAMENTO'] } as const;
