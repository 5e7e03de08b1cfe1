import type { Permission } from '../identity/identity.schemas';
import { z } from 'zod';
import { CommandAnswerSchema, gridPageOf } from '../shared/answers';
import { GridQuerySchema } from '../shared/grid';
import type { Access } from '../shared/api';
import {
  CustomerRowSchema,
  PositionRowSchema,
  RepositoryRowSchema,
  VehicleRowSchema,
} from './administration.answers';
import {
  CUSTOMER_BODIES,
  POSITION_BODIES,
  REPOSITORY_BODIES,
  VEHICLE_BODIES,
} from './master-records.schemas';

type RecordBodies =
  | typeof POSITION_BODIES
  | typeof VEHICLE_BODIES
  | typeof CUSTOMER_BODIES
  | typeof REPOSITORY_BODIES;

type Entry<M extends 'GET' | 'POST'> = {
  method: M;
  path: string;
  access: Access;
  tags: readonly ['administration'];
  summary: string;
};

/** The four calls of one simple master record, /api/<Resource>/{registrar,actualizar,listar,obtener}. */
type Command = typeof CommandAnswerSchema;
export interface RecordCallSet<
  B extends RecordBodies = RecordBodies,
  R extends z.ZodObject = z.ZodObject,
> {
  register: Entry<'POST'> & { body: B['register']; answer: Command };
  update: Entry<'POST'> & { body: B['update']; answer: Command };
  list: Entry<'GET'> & { query: typeof GridQuerySchema; answer: z.ZodType };
  get: Entry<'GET'> & { query: B['idQuery']; answer: R };
}

/**
 * One simple master record: its resource, its schemas, its id key, and who reads (lists and
 * reads) and who writes (registers and updates) it.
 */
interface RecordDefinition<B extends RecordBodies, R extends z.ZodObject> {
  resource: string;
  label: string;
  bodies: B;
  /** the answer of `obtener` (a row of its grid adds the version) */
  row: R;
  read: Permission;
  write: Permission;
}

function recordCallSet<B extends RecordBodies, R extends z.ZodObject>(
  d: RecordDefinition<B, R>,
): RecordCallSet<B, R> {
  const entry = <M extends 'GET' | 'POST'>(method: M, action: string, verb: string) => ({
    method,
    path: `/api/${d.resource}/${action}`,
    access: { any: [method === 'GET' ? d.read : d.write] },
    tags: ['administration'] as const,
    summary: `${verb} ${d.label}`,
  });
  return {
    register: {
      ...entry('POST', 'registrar', 'Register a'),
      body: d.bodies.register,
      answer: CommandAnswerSchema,
    },
    update: {
      ...entry('POST', 'actualizar', 'Update a'),
      body: d.bodies.update,
      answer: CommandAnswerSchema,
    },
    list: {
      ...entry('GET', 'listar', 'List every'),
      query: GridQuerySchema,
      answer: gridPageOf(d.row.extend({ version: z.number().int() })),
    },
    get: { ...entry('GET', 'obtener', 'Get a'), query: d.bodies.idQuery, answer: d.row },
  };
}

/**
 * The simple master records, one definition each. Customers (tax ids, service e-mails) and
 * repositories (server paths, service users) are read by administrators only; repository paths
 * are the platform's (global), so only its operator writes them.
 */
export const MASTER_RECORD_CALLS = {
  AdministracionCargo: recordCallSet({
    resource: 'AdministracionCargo',
    label: 'position',
    bodies: POSITION_BODIES,
    row: PositionRowSchema,
    read: 'catalog.read',
    write: 'catalog.admin',
  }),
  AdministracionVehiculo: recordCallSet({
    resource: 'AdministracionVehiculo',
    label: 'vehicle',
    bodies: VEHICLE_BODIES,
    row: VehicleRowSchema,
    read: 'catalog.read',
    write: 'catalog.admin',
  }),
  AdministracionCliente: recordCallSet({
    resource: 'AdministracionCliente',
    label: 'customer',
    bodies: CUSTOMER_BODIES,
    row: CustomerRowSchema,
    read: 'catalog.admin',
    write: 'catalog.admin',
  }),
  SistemaRepositorio: recordCallSet({
    resource: 'SistemaRepositorio',
    label: 'repository path',
    bodies: REPOSITORY_BODIES,
    row: RepositoryRowSchema,
    read: 'catalog.admin',
    write: 'platform.operate',
  }),
};
export type MasterRecordResource = keyof typeof MASTER_RECORD_CALLS;

type Named<One extends string, Many extends string, S extends RecordCallSet> = Record<
  `register${One}`,
  S['register']
> &
  Record<`update${One}`, S['update']> &
  Record<`list${Many}`, S['list']> &
  Record<`get${One}`, S['get']>;

/** A record's calls under the API table's names: registerPosition, updatePosition, listPositions, getPosition. */
export const namedRecordCalls = <One extends string, Many extends string, S extends RecordCallSet>(
  one: One,
  many: Many,
  set: S,
): Named<One, Many, S> =>
  ({
    [`register${one}`]: set.register,
    [`update${one}`]: set.update,
    [`list${many}`]: set.list,
    [`get${one}`]: set.get,
  }) as Named<One, Many, S>;
