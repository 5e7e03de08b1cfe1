import {
  catalogField as field,
  catalogLabels as L,
  type CatalogDefinition,
} from '../catalog-definition';

const ENTITY = [
  { value: 'P', label: L('Persona', 'Person') },
  { value: 'V', label: L('Vehículo', 'Vehicle') },
  { value: 'E', label: L('Empresa', 'Company') },
];
/** Requirement type of spec point 3's reference lists: S requester, A authorizer. */
const REQUIREMENT_KIND = [
  { value: 'S', label: L('Solicitante', 'Requester') },
  { value: 'A', label: L('Autorizador', 'Authorizer') },
];
/** Entry type: E entry, S exit, A both. */
const ENTRY_TYPE = [
  { value: 'E', label: L('Entrada', 'Entry') },
  { value: 'S', label: L('Salida', 'Exit') },
  { value: 'A', label: L('Ambos', 'Both') },
];

/** Catalogues of the Access, Identification and Dining modules (spec point 1). */
export const OPERATIONS_CATALOGS: readonly CatalogDefinition[] = [
  {
    id: 'requirement-types',
    labels: L('Tipos de requisito', 'Requirement types'),
    menu: 'ACC',
    scope: 'global',
    fields: [
      field.description(120),
      field.enumOf('entity', L('Entidad', 'Entity'), ENTITY, 'S', 'N'),
      field.enumOf('kind', L('Tipo', 'Kind'), REQUIREMENT_KIND, 'S', 'S'),
      field.int(
        'notifyDaysBefore',
        L('Días antes de vencer para notificar', 'Days before expiry to notify'),
        'N',
        'S',
        { min: 0, max: 365 },
      ),
    ],
  },
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
      field.enumOf('entryType', L('Tipo de ingreso', 'Entry type'), ENTRY_TYPE, 'S', 'S'),
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
    id: 'credential-types',
    labels: L('Tipos de credencial', 'Credential types'),
    menu: 'IDE',
    scope: 'global',
    fields: [
      field.description(80),
      field.int('validityDays', L('Días de vigencia', 'Validity days'), 'N', 'S', {
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
