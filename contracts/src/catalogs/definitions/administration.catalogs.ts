import {
  catalogField as field,
  catalogLabels as L,
  countryField,
  type CatalogDefinition,
} from '../catalog-definition';

/** Catalogues of the Administration module (spec point 1). */
export const ADMINISTRATION_CATALOGS: readonly CatalogDefinition[] = [
  {
    id: 'position-types',
    labels: L('Tipos de cargo', 'Position types'),
    menu: 'ADM',
    scope: 'global',
    fields: [field.description(80)],
  },
  {
    id: 'termination-reasons',
    labels: L('Motivos de cese', 'Termination reasons'),
    menu: 'ADM',
    scope: 'global',
    fields: [
      field.description(120),
      field.flag('rehireable', L('Recontratable', 'Rehireable'), {
        obligatorio: 'S',
        modificable: 'S',
      }),
    ],
  },
  {
    id: 'contract-types',
    labels: L('Tipos de contrato', 'Contract types'),
    menu: 'ADM',
    scope: 'global',
    fields: [field.description(80)],
  },
  {
    id: 'business-categories',
    labels: L('Categorización de empresas', 'Business categories'),
    menu: 'ADM',
    scope: 'global',
    fields: [field.description(80)],
  },
  {
    id: 'ubigeos',
    labels: L('Ubigeos', 'Geographic codes (ubigeo)'),
    menu: 'ADM',
    scope: 'country',
    fields: [
      countryField(),
      field.description(150),
      field.text('department', L('Departamento / Región', 'Department / Region'), {
        obligatorio: 'S',
        modificable: 'N',
        pattern: 'lettersSpaces',
        max: 60,
      }),
      field.text('province', L('Provincia', 'Province'), {
        obligatorio: 'S',
        modificable: 'N',
        pattern: 'lettersSpaces',
        max: 60,
      }),
      field.text('district', L('Distrito / Comuna', 'District / Commune'), {
        obligatorio: 'S',
        modificable: 'S',
        pattern: 'lettersSpaces',
        max: 60,
      }),
    ],
  },
  {
    id: 'functions',
    labels: L('Funciones', 'Functions'),
    menu: 'ADM',
    scope: 'client',
    fields: [
      field.description(120),
      field.flag('contractor', L('Contratista', 'Contractor'), {
        obligatorio: 'S',
        modificable: 'S',
      }),
    ],
  },
  {
    id: 'cost-centers',
    labels: L('Centros de costo', 'Cost centers'),
    menu: 'ADM',
    scope: 'client',
    fields: [field.description(120)],
  },
  {
    id: 'organisational-units',
    labels: L('Unidades organizativas', 'Organisational units'),
    menu: 'ADM',
    scope: 'client',
    fields: [
      field.description(120),
      field.ref('costCenter', L('Centro de costo', 'Cost center'), {
        ref: 'cost-centers',
        obligatorio: 'N',
        modificable: 'S',
      }),
    ],
  },
  {
    id: 'personnel-divisions',
    labels: L('División de personal', 'Personnel divisions'),
    menu: 'ADM',
    scope: 'client',
    fields: [field.description(120)],
  },
  {
    id: 'regimes',
    labels: L('Régimen y guardia', 'Regimes and shifts'),
    menu: 'ADM',
    scope: 'client',
    fields: [
      field.description(80),
      field.int('workDays', L('Días de trabajo', 'Work days'), {
        obligatorio: 'S',
        modificable: 'S',
        min: 1,
        max: 60,
      }),
      field.int('restDays', L('Días de descanso', 'Rest days'), {
        obligatorio: 'S',
        modificable: 'S',
        min: 0,
        max: 60,
      }),
    ],
  },
  // the place and the profile an accreditation request is asked for (spec §3)
  {
    id: 'places',
    labels: L('Lugares', 'Places'),
    menu: 'ADM',
    scope: 'client',
    fields: [field.description(120)],
  },
  {
    id: 'accreditation-profiles',
    labels: L('Perfiles de acreditación', 'Accreditation profiles'),
    menu: 'ADM',
    scope: 'client',
    fields: [field.description(120)],
  },
];
