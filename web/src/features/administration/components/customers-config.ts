import { CUSTOMER_BODIES, STREAMS } from '@faena/contracts';
import { f, yesNo } from './field-specs';
import type { MasterConfig } from './master-page';

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
