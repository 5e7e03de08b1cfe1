import { CommandAnswerSchema } from '../shared/answers';
import type { Access } from '../shared/api';
import { ReadOptionsSchema } from '../shared/grid';
import {
  GroupsAnswerSchema,
  PersonAccessPageSchema,
  PersonAccessQuerySchema,
  ProfilesAnswerSchema,
  SchedulesAnswerSchema,
} from './access-rules.answers';
import {
  AddRestrictionBodySchema,
  AssignGroupBodySchema,
  ExemptionRefBodySchema,
  GrantExemptionBodySchema,
  RestrictionRefBodySchema,
  SaveGroupBodySchema,
  SaveScheduleBodySchema,
  SetRestrictionActiveBodySchema,
  UnassignGroupBodySchema,
} from './access-rules.schemas';
import {
  AssignProfileBodySchema,
  EndProfileBodySchema,
  SaveProfileBodySchema,
} from './access-profiles.schemas';

/** Access rules are the client's security configuration: its administrators (catalog.admin). */
const ADMIN: Access = { any: ['catalog.admin'] };
const tags = ['access'] as const;
const command = { method: 'POST', access: ADMIN, tags, answer: CommandAnswerSchema } as const;
const list = { method: 'GET', access: ADMIN, tags } as const;

/** Issue 20's calls (spread into API): schedules, groups, profiles, a person's groups and profile, restrictions, exemptions. */
export const ACCESS_RULES_CALLS = {
  listSchedules: {
    ...list,
    path: '/api/AccesoHorario/listar',
    query: ReadOptionsSchema,
    answer: SchedulesAnswerSchema,
    summary: "The client's access schedules",
  },
  defineSchedule: {
    ...command,
    path: '/api/AccesoHorario/registrar',
    body: SaveScheduleBodySchema,
    summary: 'Define an access schedule (code unique per client)',
  },
  updateSchedule: {
    ...command,
    path: '/api/AccesoHorario/actualizar',
    body: SaveScheduleBodySchema,
    summary: 'Update an access schedule',
  },
  listGroups: {
    ...list,
    path: '/api/AccesoGrupo/listar',
    query: ReadOptionsSchema,
    answer: GroupsAnswerSchema,
    summary: "The client's access groups",
  },
  defineGroup: {
    ...command,
    path: '/api/AccesoGrupo/registrar',
    body: SaveGroupBodySchema,
    summary: 'Define an access group (zones × schedules)',
  },
  updateGroup: {
    ...command,
    path: '/api/AccesoGrupo/actualizar',
    body: SaveGroupBodySchema,
    summary: 'Update an access group',
  },
  listProfiles: {
    ...list,
    path: '/api/AccesoPerfil/listar',
    query: ReadOptionsSchema,
    answer: ProfilesAnswerSchema,
    summary: "The client's access profiles",
  },
  defineProfile: {
    ...command,
    path: '/api/AccesoPerfil/registrar',
    body: SaveProfileBodySchema,
    summary: 'Define an access profile (code unique per client; the groups it grants)',
  },
  updateProfile: {
    ...command,
    path: '/api/AccesoPerfil/actualizar',
    body: SaveProfileBodySchema,
    summary: 'Update an access profile',
  },
  assignProfile: {
    ...command,
    path: '/api/AccesoPersona/asignarPerfil',
    body: AssignProfileBodySchema,
    summary: "Assign a person's access profile between two dates (replaces the current one)",
  },
  endProfile: {
    ...command,
    path: '/api/AccesoPersona/finalizarPerfil',
    body: EndProfileBodySchema,
    summary: "End a person's access profile on a date",
  },
  listPersonAccess: {
    ...list,
    path: '/api/AccesoPersona/listar',
    query: PersonAccessQuerySchema,
    answer: PersonAccessPageSchema,
    summary:
      'People with their group (filter 1 all, 2 current, 3 expired, 4 without), restrictions and exemptions',
  },
  assignGroup: {
    ...command,
    path: '/api/AccesoPersona/asignarGrupo',
    body: AssignGroupBodySchema,
    summary: 'Assign a person to an access group',
  },
  unassignGroup: {
    ...command,
    path: '/api/AccesoPersona/quitarGrupo',
    body: UnassignGroupBodySchema,
    summary: 'Take a person out of an access group',
  },
  addRestriction: {
    ...command,
    path: '/api/AccesoRestriccion/registrar',
    body: AddRestrictionBodySchema,
    summary: "Restrict a person's access to a zone or door",
  },
  setRestrictionActive: {
    ...command,
    path: '/api/AccesoRestriccion/activar',
    body: SetRestrictionActiveBodySchema,
    summary: 'Activate or deactivate a restriction',
  },
  removeRestriction: {
    ...command,
    path: '/api/AccesoRestriccion/eliminar',
    body: RestrictionRefBodySchema,
    summary: 'Remove a restriction',
  },
  grantExemption: {
    ...command,
    path: '/api/AccesoExoneracion/registrar',
    body: GrantExemptionBodySchema,
    summary: 'Exempt a person from a requirement between two dates',
  },
  revokeExemption: {
    ...command,
    path: '/api/AccesoExoneracion/eliminar',
    body: ExemptionRefBodySchema,
    summary: 'Revoke an exemption',
  },
};
