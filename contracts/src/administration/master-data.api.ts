import { CommandAnswerSchema } from '../shared/answers';
import { CountriesPageSchema, CountrySchema } from './administration.answers';
import {
  CountryIdQuerySchema,
  RemoveHolidayBodySchema,
  SetHolidayBodySchema,
} from './master-records.schemas';
import { GridQuerySchema } from '../shared/grid';
import { MASTER_RECORD_CALLS, namedRecordCalls } from './master-records.api';
import { type ApiCall } from '../shared/api-call';

/** The simple master records, countries and holidays. */
export const MASTER_DATA_CALLS = {
  // the simple master records: one definition each (administration/master-records.api.ts)
  ...namedRecordCalls('Position', 'Positions', MASTER_RECORD_CALLS.AdministracionCargo),
  ...namedRecordCalls('Vehicle', 'Vehicles', MASTER_RECORD_CALLS.AdministracionVehiculo),
  ...namedRecordCalls('Customer', 'Customers', MASTER_RECORD_CALLS.AdministracionCliente),
  ...namedRecordCalls('Repository', 'Repositories', MASTER_RECORD_CALLS.SistemaRepositorio),
  listCountries: {
    method: 'GET',
    path: '/api/SistemaPais/listar',
    answer: CountriesPageSchema,
    query: GridQuerySchema,
    access: { any: ['catalog.read'] },
    tags: ['administration'],
    summary: 'List countries',
  },
  getCountry: {
    method: 'GET',
    path: '/api/SistemaPais/obtener',
    answer: CountrySchema,
    query: CountryIdQuerySchema,
    access: { any: ['catalog.read'] },
    tags: ['administration'],
    summary: 'Get country',
  },
  setHoliday: {
    method: 'POST',
    path: '/api/SistemaPais/guardarFeriado',
    answer: CommandAnswerSchema,
    body: SetHolidayBodySchema,
    access: { any: ['platform.operate'] },
    tags: ['administration'],
    summary: 'Set holiday',
  },
  removeHoliday: {
    method: 'POST',
    path: '/api/SistemaPais/eliminarFeriado',
    answer: CommandAnswerSchema,
    body: RemoveHolidayBodySchema,
    access: { any: ['platform.operate'] },
    tags: ['administration'],
    summary: 'Remove holiday',
  },
} as const satisfies Record<string, ApiCall>;
