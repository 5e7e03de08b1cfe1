import {
  CompanyFormSchema,
  CUSTOMER_BODIES,
  POSITION_BODIES,
  REPOSITORY_BODIES,
  SIZE_UNITS,
  STREAMS,
  VEHICLE_BODIES,
  VEHICLE_STATES,
} from '@faena/contracts';
import i18next from 'i18next';
import type { FieldSpec, Option } from './field-input';
import type { MasterConfig } from './master-page';
import { VehiclePhotosTab } from './person-photos';

const f = (
  name: string,
  kind: FieldSpec['kind'] = 'text',
  extra: Partial<FieldSpec> = {},
): FieldSpec => ({ name, kind, label: `field.${name}`, ...extra });
const opts = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: v }));
const yesNo = (v: unknown) => i18next.t(v === true ? 'administration:yes' : 'administration:no');
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

export const VEHICLES_CONFIG: MasterConfig = {
  resource: 'vehicles',
  title: 'title.vehicles',
  idKey: 'vehicleId',
  streamOf: STREAMS.vehicle,
  columns: [
    { field: 'plate', label: 'field.plate', filter: { type: 'text' } },
    { field: 'type', label: 'field.type', filter: { type: 'text' } },
    { field: 'brand', label: 'field.brand', filter: { type: 'text' } },
    { field: 'model', label: 'field.model', filter: { type: 'text' } },
    { field: 'year', label: 'field.year' },
    { field: 'companyName', label: 'field.company', filter: { type: 'text' } },
    {
      field: 'state',
      label: 'field.state',
      filter: { type: 'select', options: opts(VEHICLE_STATES) },
    },
  ],
  sections: [
    {
      key: 'data',
      fields: [
        f('plate', 'text', { required: true, fixed: true }),
        f('type', 'text', { required: true }),
        f('brand', 'text', { required: true }),
        f('model', 'text', { required: true }),
        f('color'),
        f('serie'),
        f('state', 'select', { options: opts(VEHICLE_STATES) }),
        f('registerDate', 'date'),
        f('fuel'),
        f('power'),
        f('year', 'number'),
        f('companyId', 'select', { required: true, options: 'companies', label: 'field.company' }),
      ],
    },
    { key: 'other', fields: [f('characteristics', 'characteristics')] },
  ],
  schema: VEHICLE_BODIES.form,
  defaults: {
    plate: '',
    type: '',
    brand: '',
    model: '',
    color: '',
    serie: '',
    state: 'ACTIVO',
    registerDate: '',
    fuel: '',
    power: '',
    companyId: '',
    characteristics: [],
  },
  valuesOf: (r) => ({
    ...r,
    vehicleId: undefined,
    companyName: undefined,
    version: undefined,
    photos: undefined,
  }),
  extraTabs: [
    { key: 'photos', render: (record, done) => <VehiclePhotosTab vehicle={record} done={done} /> },
  ],
};

export const CUSTOMERS_CONFIG: MasterConfig = {
  resource: 'customers',
  title: 'title.customers',
  idKey: 'customerId',
  streamOf: STREAMS.customer,
  columns: [
    { field: 'name', label: 'field.name', filter: { type: 'text' } },
    { field: 'documentNumber', label: 'field.documentNumber', filter: { type: 'text' } },
    { field: 'nickname', label: 'field.nickname', filter: { type: 'text' } },
    { field: 'corporate', label: 'field.corporate', text: (r) => yesNo(r.corporate) },
  ],
  sections: [
    {
      key: 'data',
      fields: [
        f('name', 'text', { required: true }),
        f('documentType', 'select', { required: true, options: 'documentTypes' }),
        f('documentNumber', 'text', { required: true }),
        f('nickname'),
        f('corporate', 'bool'),
        f('emails.0', 'email', { required: true, label: 'field.email1' }),
        f('emails.1', 'email', { required: true, label: 'field.email2' }),
        f('emails.2', 'email', { required: true, label: 'field.email3' }),
      ],
    },
  ],
  schema: CUSTOMER_BODIES.form,
  defaults: {
    name: '',
    documentType: 'RUC',
    documentNumber: '',
    nickname: '',
    corporate: false,
    emails: ['', '', ''],
  },
  valuesOf: (r) => ({ ...r, customerId: undefined, version: undefined }),
};

export const REPOSITORIES_CONFIG: MasterConfig = {
  resource: 'repositories',
  title: 'title.repositories',
  editPermission: 'platform.operate',
  idKey: 'repositoryId',
  streamOf: STREAMS.repository,
  columns: [
    { field: 'path', label: 'field.path', filter: { type: 'text' } },
    { field: 'user', label: 'field.user', filter: { type: 'text' } },
    { field: 'maxSize', label: 'field.maxSize' },
    { field: 'unit', label: 'field.unit', filter: { type: 'select', options: opts(SIZE_UNITS) } },
  ],
  sections: [
    {
      key: 'data',
      fields: [
        f('path', 'text', { required: true }),
        f('user', 'text', { required: true }),
        f('password', 'password'),
        f('confirmPassword', 'password'),
        f('maxSize', 'number', { required: true }),
        f('unit', 'select', { required: true, options: opts(SIZE_UNITS) }),
      ],
    },
  ],
  schema: REPOSITORY_BODIES.form,
  defaults: { path: '', user: '', password: '', confirmPassword: '', unit: 'GB' },
  valuesOf: (r) => ({
    path: r.path,
    user: r.user,
    maxSize: r.maxSize,
    unit: r.unit,
    password: '',
    confirmPassword: '',
  }),
};
