/** Given names and surnames of the demo people (Peruvian and Chilean). */
export const PERUVIAN_NAMES = {
  male: ['José', 'Luis', 'Juan Carlos', 'Carlos', 'Jorge', 'Miguel', 'César', 'Víctor', 'Edwin', 'Wilmer', 'Percy', 'Walter', 'Elmer', 'Julio', 'Raúl', 'Hugo', 'Roberto', 'Fernando', 'Alberto', 'Marco Antonio', 'Iván', 'Renzo', 'Diego', 'Freddy', 'Teófilo', 'Wilber'],
  female: ['María', 'Rosa', 'Carmen', 'Ana', 'Luz Marina', 'Elena', 'Gladys', 'Silvia', 'Milagros', 'Karina', 'Yolanda', 'Patricia', 'Flor de María', 'Giovanna', 'Roxana', 'Nélida'],
  surnames: ['Quispe', 'Mamani', 'Huamán', 'Flores', 'Rojas', 'Sánchez', 'García', 'Ramírez', 'Torres', 'Mendoza', 'Chávez', 'Vásquez', 'Gutiérrez', 'Condori', 'Ticona', 'Apaza', 'Cruz', 'Huanca', 'Cáceres', 'Paredes', 'Salazar', 'Valdivia', 'Zegarra', 'Benavides', 'Cárdenas', 'Palomino', 'Zapata', 'Ccama', 'Choque', 'Pari', 'Llerena', 'Coaguila'],
} as const;

export const CHILEAN_NAMES = {
  male: ['Sebastián', 'Matías', 'Cristóbal', 'Felipe', 'Rodrigo', 'Gonzalo', 'Patricio', 'Claudio', 'Mauricio', 'Cristian', 'Francisco', 'Nicolás', 'Héctor', 'Marcelo'],
  female: ['Camila', 'Javiera', 'Constanza', 'Francisca', 'Valentina', 'Catalina', 'Daniela', 'Macarena', 'Paulina', 'Carolina'],
  surnames: ['González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto', 'Contreras', 'Silva', 'Martínez', 'Sepúlveda', 'Morales', 'Rodríguez', 'López', 'Fuentes', 'Araya', 'Espinoza', 'Valenzuela', 'Castillo', 'Tapia', 'Reyes', 'Castro', 'Pizarro', 'Álvarez', 'Carrasco', 'Cortés', 'Herrera'],
} as const;

/** Positions of the demo people, roughly weighted toward the operation. */
export const POSITIONS = [
  'Operador de Camión',
  'Operador de Camión',
  'Operador de Camión',
  'Operador de Pala',
  'Operador de Perforadora',
  'Electricista',
  'Electricista',
  'Mecánico',
  'Mecánico',
  'Mecánico de Equipo Pesado',
  'Soldador',
  'Supervisor SSOMA',
  'Técnico Instrumentista',
  'Ayudante de Mantenimiento',
  'Conductor de Bus',
  'Topógrafo',
  'Operador de Grúa',
  'Almacenero',
  'Paramédico',
  'Ingeniero de Procesos',
] as const;
