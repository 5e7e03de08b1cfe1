import {
  catalogField as field,
  catalogLabels as L,
  type CatalogDefinition,
} from '../catalog-definition';

/** Entry type: E entry, S exit, A both. */
const ENTRY_TYPE = [
  { value: 'E', label: L('Entrada', 'Entry') },
  { value: 'S', label: L('Salida', 'Exit') },
  { value: 'A', label: L('Ambos', 'Both') },
];
/** A reason's kind (issue 21): E for issuing a credential, I for inactivating one. */
export const IDENTIFICATION_REASON_KINDS = [
  { value: 'E', label: L('Emisión', 'Issue') },
  { value: 'I', label: L('Inactivación', 'Inactivation') },
];

/** Catalogues of the Access, Identification and Dining modules (spec point 1). */
export const OPERATIONS_CATALOGS: readonly CatalogDefinition[] = [
  {
    id: 'restriction-types',
    labels: L('Tipos de restricción', 'Restriction types'),
    menu: 'ACC',
    scope: 'global',
    fields: [field.description(120)],
  },
  {
    id: 'exemption-types',
    labels: L('Tipos de exoneración', 'Exemption types'),
    menu: 'ACC',
    scope: 'global',
    fields: [field.description(120)],
  },
  {
    id: 'door-types',
    labels: L('Tipos de puerta', 'Door types'),
    menu: 'ACC',
    scope: 'global',
    fields: [
      field.description(80),
      field.enumOf('entryType', L('Tipo de ingreso', 'Entry type'), {
        options: ENTRY_TYPE,
        obligatorio: 'S',
        modificable: 'S',
      }),
    ],
  },
  {
    id: 'identification-types',
    labels: L('Tipos de identificación', 'Identification types'),
    menu: 'IDE',
    scope: 'global',
    fields: [field.description(80)],
  },
  {
    id: 'identification-reasons',
    labels: L('Motivos', 'Reasons'),
    menu: 'IDE',
    scope: 'global',
    fields: [
      field.description(80),
      field.enumOf('kind', L('Tipo de motivo', 'Reason kind'), {
        options: IDENTIFICATION_REASON_KINDS,
        obligatorio: 'S',
        modificable: 'S',
      }),
    ],
  },
  {
    id: 'credential-types',
    labels: L('Tipos de credencial', 'Credential types'),
    menu: 'IDE',
    scope: 'global',
    fields: [
      field.description(80),
      field.int('validityDays', L('Días de vigencia', 'Validity days'), {
        obligatorio: 'N',
        modificable: 'S',
        min: 1,
        max: 3650,
      }),
    ],
  },
  {
    id: 'dining-types',
    labels: L('Tipos de comedor', 'Dining types'),
    menu: 'COM',
    scope: 'global',
    fields: [field.description(80)],
  },
];
