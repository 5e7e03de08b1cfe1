import { z } from 'zod';

/** Application code of the product and its type, as the spec gives them. */
export const APPLICATION = {
  idAplicacion: 'AP02',
  idTipoAplicacion: 'WEB',
  version: 'V.0.4',
} as const;

export const PERMISSIONS = [
  'request.submit', // submit and correct accreditation requests
  'request.decide', // approve, observe, reject
  'request.readAll', // read every request of the client (approvers, auditors, admins)
  'audit.read', // replay any request's history
  'access.mark', // mark doors (guards, devices)
  'access.supervise', // the marks query; register, correct and void manual marks; the muster
  'board.read', // occupancy board, seat map, bed board
  'transport.reserve', // reserve seats; release the seats of one's own company, or that one booked
  'transport.coordinate', // transport coordinators: release any seat of the client's trips
  'lodging.assign',
  'catalog.read',
  'admin.operate', // the client's administrator: its users, login settings, camps, catalogue items (its own client only)
  'platform.operate', // the platform operator, over every client: projection rebuilds, global master data (countries' holidays, repository paths), global histories
  'catalog.admin', // administration master data: register, edit, terminate (people, companies, contracts, …)
  'catalog.audit', // read the history of administration records (administrators, auditors)
  'requirements.manage', // define requirement types and where they apply
  'requirements.submit', // submit requirement documents (requesters, contractors: their own company's)
  'requirements.review', // approve or reject requirement documents of the client
  'attendance.admin', // attendance configuration: schedules, companies' payroll groups, assignments, justifications
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Profile characteristics of the spec: authorizer, requester, administrator. */
export const CHARACTERISTICS = ['CPAAUT', 'CPASOL', 'CPAADM'] as const;
export type Characteristic = (typeof CHARACTERISTICS)[number];

export const ProfileGrantSchema = z.object({
  profileId: z.string(),
  profileName: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  divisionId: z.string(),
  divisionName: z.string(),
  countryId: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  contractor: z.boolean(),
  accreditationRole: z.string().nullable(),
  characteristics: z.array(z.enum(CHARACTERISTICS)),
  permissions: z.array(z.enum(PERMISSIONS)),
  readOnly: z.boolean(),
});
export type ProfileGrant = z.infer<typeof ProfileGrantSchema>;

export const UsernameSchema = z
  .string({ error: 'common:requiredField' })
  .trim()
  .min(1, 'common:requiredField')
  .max(20, 'identity:usernameTooLong')
  .transform((s) => s.toUpperCase());

export const AuthenticateBodySchema = z.object({
  username: UsernameSchema,
  password: z.string({ error: 'common:requiredField' }).min(1, 'common:requiredField').max(100),
  idAplicacion: z.string().max(10).optional(),
  idTipoAplicacion: z.string().max(10).optional(),
  tokenClient: z.string().max(4000).optional(),
});
export type AuthenticateBody = z.infer<typeof AuthenticateBodySchema>;

export const RefreshBodySchema = z.object({
  refreshToken: z.string().min(10).max(200),
});

/** What the API answers after a successful sign-in or refresh (fields named as the spec). */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}
export interface SessionUser {
  username: string;
  firstName: string;
  lastName: string;
  nombreCompleto: string;
  pic: string | null;
  profile: ProfileGrant;
  profiles: Array<
    Pick<ProfileGrant, 'profileId' | 'profileName' | 'clientName' | 'divisionName'> &
      Partial<Pick<ProfileGrant, 'clientId' | 'divisionId'>>
  >;
}
export interface LoginResult extends TokenPair {
  user: SessionUser;
}

/** Claims of the access token. */
export interface AccessClaims {
  sub: string;
  pid: string;
  cid: string;
  did: string;
  coid: string | null;
  perms: Permission[];
  ro: boolean;
  sid: string;
  /**
   * Set (true) on a session whose first or expired password must change before anything else:
   * it holds no permissions, and the auth guard lets it reach only the password change and logout.
   */
  pwChange?: boolean;
}
