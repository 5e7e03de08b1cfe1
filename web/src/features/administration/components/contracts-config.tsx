import { ContractFormSchema, STREAMS, textOf } from '@faena/contracts';
import { formatDate } from '../../../lib/format';
import { AddendumTab } from './addendum-tab';
import { f } from './field-specs';
import type { MasterConfig } from './master-page';

export const CONTRACTS_CONFIG: MasterConfig = {
  resource: 'contracts',
  title: 'title.contracts',
  idKey: 'contractId',
  streamOf: STREAMS.contract,
  columns: [
    { field: 'code', label: 'field.code', filter: { type: 'text' } },
    { field: 'companyName', label: 'field.company', filter: { type: 'text' } },
    { field: 'subject', label: 'field.subject', filter: { type: 'text' } },
    {
      field: 'startDate',
      label: 'field.startDate',
      text: (r) => formatDate(textOf(r.startDate)),
    },
    { field: 'endDate', label: 'field.endDate', text: (r) => formatDate(textOf(r.endDate)) },
    { field: 'quota', label: 'field.quota' },
  ],
  sections: [
    {
      key: 'contract',
      fields: [
        f('code', 'text', { required: true, fixed: true }),
        f('companyId', 'select', { required: true, options: 'companies', label: 'field.company' }),
        f('clientCompanyId', 'select', { options: 'companies' }),
        f('contractorCompanyId', 'select', { options: 'companies' }),
        f('subcontractorIds', 'tags'),
        f('type'),
        f('subject', 'text', { required: true }),
        f('divisionId', 'select', { required: true, options: 'divisions' }),
        f('startDate', 'date', { required: true }),
        f('endDate', 'date', { required: true }),
        f('quota', 'number', { required: true }),
      ],
    },
    {
      key: 'operation',
      fields: [
        f('organizationalUnit'),
        f('costCenter'),
        f('operator1'),
        f('operator2'),
        f('services', 'tags'),
        f('vehicles', 'bool'),
      ],
    },
  ],
  schema: ContractFormSchema,
  defaults: {
    code: '',
    companyId: '',
    clientCompanyId: '',
    contractorCompanyId: '',
    subcontractorIds: [],
    type: '',
    subject: '',
    divisionId: 'DIV-NORTE',
    startDate: '',
    endDate: '',
    organizationalUnit: '',
    costCenter: '',
    operator1: '',
    operator2: '',
    services: [],
    vehicles: false,
  },
  extraTabs: [
    { key: 'addendums', render: (record, done) => <AddendumTab contract={record} done={done} /> },
  ],
};
