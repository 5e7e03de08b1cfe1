import {
  catalogField as field,
  catalogLabels as L,
  type CatalogDefinition,
} from '../catalog-definition';

/** Vehicle master data of the Administration module (spec point 1). */
export const VEHICLE_CATALOGS: readonly CatalogDefinition[] = [
  {
    id: 'vehicle-types',
    labels: L('Tipos de vehículo', 'Vehicle types'),
    menu: 'VEH',
    scope: 'global',
    fields: [
      field.description(80),
      field.int('seats', L('Asientos', 'Seats'), {
        obligatorio: 'N',
        modificable: 'S',
        min: 0,
        max: 120,
      }),
    ],
  },
  {
    id: 'fuels',
    labels: L('Combustibles', 'Fuels'),
    menu: 'VEH',
    scope: 'global',
    fields: [field.description(60)],
  },
  {
    id: 'brands',
    labels: L('Marcas', 'Brands'),
    menu: 'VEH',
    scope: 'global',
    fields: [field.description(60)],
  },
  {
    id: 'models',
    labels: L('Modelos', 'Models'),
    menu: 'VEH',
    scope: 'global',
    // brand → model: the brand is chosen on creation and stays
    fields: [
      field.ref('brand', L('Marca', 'Brand'), {
        ref: 'brands',
        obligatorio: 'S',
        modificable: 'N',
      }),
      field.description(80),
    ],
  },
  {
    id: 'colours',
    labels: L('Colores', 'Colours'),
    menu: 'VEH',
    scope: 'global',
    fields: [field.description(40)],
  },
];
