import { CompanyFormSchema, POSITION_BODIES, STREAMS } from '@faena/contracts';
import type { Option } from './field-input';
import { f, yesNo } from './field-specs';
import type { MasterConfig } from './master-page';

export const COUNTRIES: Option[] = [
  { value: 'PE', label: 'Perú' },
  { value: 'CL', label: 'Chile' },
];

export const COMPANIES_CONFIG: MasterConfig = {
  resource: 'companies',
  title: 'title.companies',
  idKey: 'companyId',
  streamOf: STREAMS.company,
  columns: [
    { field: 'name', label: 'field.name', filter: { type: 'text' } },
    { field: 'documentType', label: 'field.documentType', filter: { type: 'text' } },
    { field: 'documentNumber', label: 'field.documentNumber', filter: { type: 'text' } },
    { field: 'country', label: 'field.country', filter: { type: 'select', options: COUNTRIES } },
    { field: 'category', label: 'field.category', filter: { type: 'text' } },
    { field: 'contractor', label: 'field.contractor', text: (r) => yesNo(r.contractor) },
  ],
  sections: [
    {
      key: 'data',
      fields: [
        f('name', 'text', { required: true }),
        f('documentType', 'select', {
          required: true,
          options: 'documentTypes',
          countryField: 'country',
          fixed: true,
        }),
        f('documentNumber', 'text', { required: true, fixed: true }),
        f('country', 'select', { required: true, options: COUNTRIES }),
        f('category'),
        f('nickname'),
        f('address'),
        f('contractor', 'bool'),
        f('controlAttendance', 'bool'),
      ],
    },
  ],
  schema: CompanyFormSchema,
  defaults: {
    name: '',
    documentType: 'RUC',
    documentNumber: '',
    country: 'PE',
    category: '',
    nickname: '',
    address: '',
    contractor: true,
    controlAttendance: false,
  },
};

export const POSITIONS_CONFIG: MasterConfig = {
  resource: 'positions',
  title: 'title.positions',
  idKey: 'positionId',
  streamOf: STREAMS.position,
  columns: [
    { field: 'code', label: 'field.code', filter: { type: 'text' } },
    { field: 'name', label: 'field.name', filter: { type: 'text' } },
    { field: 'type', label: 'field.type', filter: { type: 'text' } },
    { field: 'organizationalUnit', label: 'field.organizationalUnit', filter: { type: 'text' } },
    { field: 'function', label: 'field.function', filter: { type: 'text' } },
    { field: 'contractor', label: 'field.contractor', text: (r) => yesNo(r.contractor) },
  ],
  sections: [
    {
      key: 'data',
      fields: [
        f('code', 'text', { required: true }),
        f('name', 'text', { required: true }),
        f('type'),
        f('organizationalUnit'),
        f('function', 'select', { options: 'functions', contractorField: 'contractor' }),
        f('immediateBossId'),
        f('trust', 'bool'),
        f('controllable', 'bool'),
        f('contractor', 'bool'),
      ],
    },
  ],
  schema: POSITION_BODIES.form,
  defaults: {
    code: '',
    name: '',
    type: '',
    organizationalUnit: '',
    function: '',
    immediateBossId: '',
    trust: false,
    controllable: true,
    contractor: false,
  },
};
