import {
  catalogField as field,
  catalogLabels as L,
  countryField,
  type CatalogDefinition,
} from '../catalog-definition';

/** Catalogues of the System module (spec point 1). */
export const SYSTEM_CATALOGS: readonly CatalogDefinition[] = [
  {
    id: 'document-types',
    labels: L('Tipos de documento de identidad', 'Identity document types'),
    menu: 'SIS',
    scope: 'country',
    fields: [
      countryField(),
      field.description(80),
      field.text('alias', L('Alias', 'Alias'), {
        obligatorio: 'S',
        modificable: 'S',
        pattern: 'lettersNumbersHyphen',
        max: 15,
      }),
      // the equivalent code of an external system: Modificable N, but forced so an administrator can correct it
      field.text('equivalentCode', L('Código equivalente', 'Equivalent code'), {
        obligatorio: 'N',
        modificable: 'N',
        pattern: 'code',
        max: 20,
        forced: true,
      }),
      field.flag('exactLength', L('Longitud exacta', 'Exact length'), {
        obligatorio: 'S',
        modificable: 'S',
      }),
      field.int('length', L('Longitud', 'Length'), {
        obligatorio: 'S',
        modificable: 'N',
        min: 1,
        max: 20,
      }),
    ],
  },
  {
    id: 'blood-types',
    labels: L('Tipos de sangre', 'Blood types'),
    menu: 'SIS',
    scope: 'global',
    fields: [field.description(20)],
  },
  {
    id: 'civil-status',
    labels: L('Estado civil', 'Civil status'),
    menu: 'SIS',
    scope: 'global',
    fields: [field.description(40)],
  },
  {
    id: 'driving-licences',
    labels: L('Licencias de conducir', "Driver's licences"),
    menu: 'SIS',
    scope: 'country',
    fields: [
      countryField(),
      field.description(120),
      field.text('vehicleClass', L('Clase de vehículo', 'Vehicle class'), {
        obligatorio: 'N',
        modificable: 'S',
        max: 120,
      }),
    ],
  },
  {
    id: 'currencies',
    labels: L('Monedas', 'Currencies'),
    menu: 'SIS',
    scope: 'global',
    fields: [
      field.description(60),
      field.text('symbol', L('Símbolo', 'Symbol'), { obligatorio: 'S', modificable: 'S', max: 5 }),
      field.int('decimals', L('Decimales', 'Decimals'), {
        obligatorio: 'S',
        modificable: 'S',
        min: 0,
        max: 4,
      }),
    ],
  },
  {
    id: 'divisions',
    labels: L('Divisiones del cliente', 'Client divisions'),
    menu: 'SIS',
    scope: 'client',
    fields: [field.description(120)],
  },
  {
    id: 'equipment-types',
    labels: L('Tipos de equipo', 'Equipment types'),
    menu: 'SIS',
    scope: 'global',
    fields: [field.description(80)],
  },
  {
    id: 'maintenance-types',
    labels: L('Tipos de mantenimiento', 'Maintenance types'),
    menu: 'SIS',
    scope: 'global',
    fields: [field.description(80)],
  },
];
