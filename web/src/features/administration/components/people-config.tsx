import { PERSON_CONDITIONS, PersonFormSchema, STREAMS, textOf } from '@faena/contracts';
import i18next from 'i18next';
import { f, opts } from './field-specs';
import { COUNTRIES } from './master-configs';
import { stateBadge, type MasterConfig } from './master-page';
import { PersonPhotosTab } from './person-photos';
import { IndisciplineTab } from './indiscipline-tab';
import { PersonStateTab } from './person-tabs';

const STATE_COLOR: Record<string, string> = {
  active: 'green',
  inactive: 'gray',
  terminated: 'red',
};
const stateText = (v: unknown) => i18next.t(`administration:state.${textOf(v ?? 'active')}`);

/** People: personal data, work data and other data as tabs; state, indiscipline and history beside. */
export const PEOPLE_CONFIG: MasterConfig = {
  resource: 'people',
  title: 'title.people',
  idKey: 'personId',
  streamOf: STREAMS.person,
  columns: [
    { field: 'fullName', label: 'field.fullName', filter: { type: 'text' } },
    { field: 'documentNumber', label: 'field.documentNumber', filter: { type: 'text' } },
    { field: 'companyName', label: 'field.company', filter: { type: 'text' } },
    { field: 'position', label: 'field.position', filter: { type: 'text' } },
    {
      field: 'condition',
      label: 'field.condition',
      filter: { type: 'select', options: opts(PERSON_CONDITIONS) },
    },
    {
      field: 'state',
      label: 'field.state',
      filter: {
        type: 'select',
        options: ['active', 'inactive', 'terminated'].map((v) => ({
          value: v,
          label: stateText(v),
        })),
      },
      text: (r) => stateText(r.state),
      phone: 'status',
    },
  ],
  sections: [
    {
      key: 'personal',
      fields: [
        f('surnames', 'text', { required: true }),
        f('names', 'text', { required: true }),
        f('documentType', 'select', {
          required: true,
          options: 'documentTypes',
          countryField: 'countryId',
        }),
        f('documentNumber', 'text', { required: true }),
        f('gender', 'select', {
          options: [
            { value: 'M', label: 'M' },
            { value: 'F', label: 'F' },
          ],
        }),
        f('birthDate', 'date'),
        f('countryId', 'select', { options: COUNTRIES }),
        f('place'),
        f('civilStatus', 'select', { options: 'civilStatus' }),
        f('children', 'number'),
        f('bloodType', 'select', { options: 'bloodTypes' }),
        f('allergy'),
        f('disability'),
      ],
    },
    {
      key: 'contact',
      fields: [
        f('address'),
        f('mobilePhone'),
        f('landlinePhone'),
        f('email', 'email'),
        f('emergencyName'),
        f('emergencyPhone'),
        f('licenseCategory', 'select', { options: 'drivingLicences', countryField: 'countryId' }),
        f('licenseNumber'),
      ],
    },
    {
      key: 'work',
      fields: [
        f('companyId', 'select', { required: true, options: 'companies', label: 'field.company' }),
        f('workerType'),
        f('position'),
        f('costCenter'),
        f('startDate', 'date'),
        f('endDate', 'date'),
        f('registrationDate', 'date'),
        f('condition', 'select', { options: opts(PERSON_CONDITIONS) }),
        f('validateAccessRequirements', 'bool'),
      ],
    },
    { key: 'other', fields: [f('characteristics', 'characteristics')] },
  ],
  schema: PersonFormSchema,
  defaults: {
    surnames: '',
    names: '',
    documentType: 'DNI',
    documentNumber: '',
    gender: '',
    birthDate: '',
    countryId: 'PE',
    place: '',
    civilStatus: '',
    children: 0,
    bloodType: '',
    allergy: '',
    disability: '',
    address: '',
    mobilePhone: '',
    landlinePhone: '',
    email: '',
    emergencyName: '',
    emergencyPhone: '',
    licenseCategory: '',
    licenseNumber: '',
    companyId: '',
    workerType: '',
    position: '',
    costCenter: '',
    startDate: '',
    endDate: '',
    registrationDate: '',
    validateAccessRequirements: true,
    condition: 'TRABAJADOR',
    characteristics: [],
  },
  readOnly: (r) => r.state === 'terminated',
  badge: (r) => stateBadge(STATE_COLOR[String(r.state)] ?? 'gray', stateText(r.state)),
  extraTabs: [
    { key: 'state', render: (record, done) => <PersonStateTab person={record} done={done} /> },
    {
      key: 'indiscipline',
      render: (record, done) => <IndisciplineTab person={record} done={done} />,
    },
    { key: 'photos', render: (record, done) => <PersonPhotosTab person={record} done={done} /> },
  ],
};
