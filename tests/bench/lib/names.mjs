// The names and companies both bench datasets draw from (the grid rows and the seeded log).
export const NAMES = [
  'Raúl',
  'María',
  'José',
  'Rosa',
  'Luis',
  'Carmen',
  'Jorge',
  'Ana',
  'Pedro',
  'Lucía',
  'Miguel',
  'Elena',
  'Juan',
  'Sofía',
  'Carlos',
  'Teófilo',
  'Wilber',
  'Freddy',
];

export const SURNAMES = [
  'Quispe',
  'Mamani',
  'Huamán',
  'Flores',
  'Rojas',
  'Torres',
  'Vargas',
  'Cruz',
  'Chávez',
  'Mendoza',
  'Ramos',
  'Castillo',
  'Salazar',
  'Díaz',
  'Ccama',
  'Pari',
  'Coaguila',
];

/** id, name, weight in the grid rows */
export const COMPANIES = [
  ['EMP-MINERA-ANDINA', 'Minera Andina S.A.A.', 18],
  ['EMP-SERMISUR', 'Servicios Mineros del Sur S.A.C.', 30],
  ['EMP-TRANSCRUZ', 'Transportes Cruz del Norte S.A.', 10],
  ['EMP-MEASAC', 'Montajes Electromecánicos Andinos S.A.C.', 15],
  ['EMP-ATACAMA', 'Ingeniería y Mantenimiento Atacama Perú S.A.C.', 15],
  ['EMP-LOSHEROES', 'Constructora Los Héroes del Pacífico S.A.C.', 7],
  ['EMP-SEGMINERA', 'Seguridad Integral Minera S.A.C.', 5],
];
