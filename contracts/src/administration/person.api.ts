import {
  AssignPositionBodySchema,
  ChangePersonStateBodySchema,
  PersonIdQuerySchema,
  RecordIndisciplineBodySchema,
  RegisterPersonBodySchema,
  SetPersonPhotoBodySchema,
  UpdatePersonBodySchema,
} from './person.schemas';
import { CommandAnswerSchema } from '../shared/answers';
import {
  ContractsAnswerSchema,
  PeoplePageSchema,
  PersonDetailSchema,
} from './administration.answers';
import { GridQuerySchema } from '../shared/grid';
import { STORED_FILE, type ApiCall } from '../shared/api-call';

/** People: the master data the flows read and their administration. */
export const PERSON_CALLS = {
  // master data the flows read
  listPeople: {
    method: 'GET',
    path: '/api/AdministracionPersona/listar',
    query: GridQuerySchema,
    answer: PeoplePageSchema,
    access: { any: ['catalog.read'] },
    tags: ['administration'],
    summary: 'List people',
  },
  listContracts: {
    method: 'GET',
    path: '/api/AdministracionContrato/obtenerTodos',
    answer: ContractsAnswerSchema,
    access: { any: ['catalog.read'] },
    tags: ['administration'],
    summary: 'List contracts',
  },
  // administration (people, companies, contracts, positions, vehicles, customers, countries, repositories)
  registerPerson: {
    method: 'POST',
    path: '/api/AdministracionPersona/registrar',
    answer: CommandAnswerSchema,
    body: RegisterPersonBodySchema,
    access: { any: ['catalog.admin'] },
    tags: ['administration'],
    summary: 'Register person',
  },
  updatePerson: {
    method: 'POST',
    path: '/api/AdministracionPersona/actualizar',
    answer: CommandAnswerSchema,
    body: UpdatePersonBodySchema,
    access: { any: ['catalog.admin'] },
    tags: ['administration'],
    summary: 'Update person',
  },
  changePersonState: {
    method: 'POST',
    path: '/api/AdministracionPersona/cambiarEstado',
    answer: CommandAnswerSchema,
    body: ChangePersonStateBodySchema,
    access: { any: ['catalog.admin'] },
    tags: ['administration'],
    summary: 'Change person state',
  },
  assignPersonPosition: {
    method: 'POST',
    path: '/api/AdministracionPersona/asignarCargo',
    answer: CommandAnswerSchema,
    body: AssignPositionBodySchema,
    access: { any: ['catalog.admin'] },
    tags: ['administration'],
    summary: 'Assign person position',
  },
  recordIndiscipline: {
    method: 'POST',
    path: '/api/AdministracionPersona/indisciplina',
    answer: CommandAnswerSchema,
    body: RecordIndisciplineBodySchema,
    access: { any: ['catalog.admin'] },
    tags: ['administration'],
    summary: 'Record indiscipline',
  },
  setPersonPhoto: {
    method: 'POST',
    path: '/api/AdministracionPersona/foto',
    answer: CommandAnswerSchema,
    body: SetPersonPhotoBodySchema,
    access: { any: ['catalog.admin'] },
    tags: ['administration'],
    summary: 'Set person photo',
  },
  getPerson: {
    method: 'GET',
    path: '/api/AdministracionPersona/obtener',
    answer: PersonDetailSchema,
    query: PersonIdQuerySchema,
    access: { any: ['catalog.read'] },
    tags: ['administration'],
    summary: 'Get person',
  },
  personFile: {
    method: 'GET',
    path: '/api/AdministracionPersona/archivo',
    raw: STORED_FILE,
    access: { any: ['catalog.read'] },
    tags: ['administration'],
    summary: 'Person file',
  },
} as const satisfies Record<string, ApiCall>;
