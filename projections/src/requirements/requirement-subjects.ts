import type {
  CompanyRegistered,
  CompanyUpdated,
  PersonRegistered,
  PersonUpdated,
  RequirementEntity,
  RequirementTypeEvent,
  UserRegistered,
  VehicleRegistered,
  VehicleUpdated,
} from '@faena/contracts';
import type { HandlerMap } from '../runner/handlers';
import type { ProjectionContext } from '../runner/projection';

/**
 * The status projection's own directory (a projection reads only its collections): who a
 * subject is (display name, company) and each type's description, for the report's rows.
 */
export const REQUIREMENT_SUBJECTS_COLLECTION = 'requirement_subjects_v1';

export interface SubjectCard {
  [key: string]: string;
  name: string;
  companyId: string;
  companyName: string;
}

export const subjectKey = (entity: RequirementEntity, id: string) => `${entity}:${id}`;
export const typeKey = (code: string) => `T:${code}`;
export const userKey = (username: string) => `U:${username}`;

export async function subjectCard(
  ctx: ProjectionContext,
  entity: RequirementEntity,
  id: string,
): Promise<SubjectCard> {
  const card = await ctx.get<SubjectCard>(REQUIREMENT_SUBJECTS_COLLECTION, subjectKey(entity, id));
  return card ?? { name: id, companyId: '', companyName: '' };
}

export async function typeDescription(ctx: ProjectionContext, code: string): Promise<string> {
  const card = await ctx.get<SubjectCard>(REQUIREMENT_SUBJECTS_COLLECTION, typeKey(code));
  return card?.name ?? code;
}

/** A reviewer's full name; a user this directory never heard of keeps their username. */
export async function userName(ctx: ProjectionContext, username: string): Promise<string> {
  const card = await ctx.get<SubjectCard>(REQUIREMENT_SUBJECTS_COLLECTION, userKey(username));
  return card?.name ?? username;
}

const put = (ctx: ProjectionContext, key: string, card: SubjectCard) =>
  ctx.put(REQUIREMENT_SUBJECTS_COLLECTION, key, card);

export type DirectoryEvent =
  | PersonRegistered
  | PersonUpdated
  | VehicleRegistered
  | VehicleUpdated
  | CompanyRegistered
  | CompanyUpdated
  | RequirementTypeEvent
  | UserRegistered;

type Data<E extends DirectoryEvent> = { data: E['data'] };

export const person = ({ data }: Data<PersonRegistered | PersonUpdated>, ctx: ProjectionContext) =>
  put(ctx, subjectKey('P', data.personId), {
    name: `${data.names} ${data.surnames}`.trim(),
    companyId: data.companyId,
    companyName: data.companyName,
  });
const vehicle = ({ data }: Data<VehicleRegistered | VehicleUpdated>, ctx: ProjectionContext) =>
  put(ctx, subjectKey('V', data.vehicleId), {
    name: data.plate,
    companyId: data.companyId,
    companyName: data.companyName,
  });
const company = ({ data }: Data<CompanyRegistered | CompanyUpdated>, ctx: ProjectionContext) =>
  put(ctx, subjectKey('C', data.companyId), {
    name: data.name,
    companyId: data.companyId,
    companyName: data.name,
  });
export const type = ({ data }: Data<RequirementTypeEvent>, ctx: ProjectionContext) =>
  put(ctx, typeKey(data.code), { name: data.description, companyId: '', companyName: '' });
const user = ({ data }: Data<UserRegistered>, ctx: ProjectionContext) =>
  put(ctx, userKey(data.username), {
    name: `${data.firstName} ${data.lastName}`.trim() || data.username,
    companyId: '',
    companyName: '',
  });

/** Keeps the directory: people, vehicles, companies, the types' descriptions, users' names. */
export const DIRECTORY_HANDLERS: HandlerMap<DirectoryEvent> = {
  'catalog.PersonRegistered': person,
  'catalog.PersonUpdated': person,
  'catalog.VehicleRegistered': vehicle,
  'catalog.VehicleUpdated': vehicle,
  'catalog.CompanyRegistered': company,
  'catalog.CompanyUpdated': company,
  'requirements.RequirementTypeDefined': type,
  'requirements.RequirementTypeUpdated': type,
  'identity.UserRegistered': user,
};
