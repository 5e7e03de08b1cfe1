import { REPOSITORY_BODIES, SIZE_UNITS, STREAMS } from '@faena/contracts';
import { f, opts } from './field-specs';
import type { MasterConfig } from './master-page';

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
