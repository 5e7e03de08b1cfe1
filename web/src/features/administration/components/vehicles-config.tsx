import { STREAMS, VEHICLE_BODIES, VEHICLE_STATES } from '@faena/contracts';
import { f, opts } from './field-specs';
import type { MasterConfig } from './master-page';
import { VehiclePhotosTab } from './person-photos';

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
