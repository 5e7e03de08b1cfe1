import {
  addDays,
  DomainError,
  ValidationError,
  type CredentialEvent,
  type CredentialInactivated,
  type CredentialIssued,
  type CredentialPrinted,
  type FieldIssue,
  type ReasonKind,
} from '@faena/contracts';

/** A credential as its worker's stream knows it. */
export interface Credential {
  credentialId: string;
  credentialType: string;
  startDate: string;
  endDate: string;
  active: boolean;
  printed: boolean;
}
/** A worker's credentials at a client (identification.credentials-<personId>-<clientId>). */
export type WorkerCredentials = Readonly<Record<string, Credential>>;
export const initialWorkerCredentials = (): WorkerCredentials => ({});

export function evolveWorkerCredentials(
  state: WorkerCredentials,
  e: CredentialEvent,
): WorkerCredentials {
  switch (e.type) {
    case 'identification.CredentialIssued': {
      const { credentialId, credentialType, startDate, endDate } = e.data;
      const issued = { credentialType, startDate, endDate, active: true, printed: false };
      return { ...state, [credentialId]: { credentialId, ...issued } };
    }
    case 'identification.CredentialInactivated':
    case 'identification.CredentialPrinted': {
      const c = state[e.data.credentialId];
      if (!c) return state;
      const change =
        e.type === 'identification.CredentialPrinted' ? { printed: true } : { active: false };
      return { ...state, [c.credentialId]: { ...c, ...change } };
    }
    default:
      return state;
  }
}

/** Active on a date: not inactivated and its end not passed (an expired credential no longer counts). */
export const activeOn = (c: Credential, date: string) => c.active && date <= c.endDate;

/** A catalogue item as the handler read it (null: absent or inactive). */
export type TypeFacts = { validityDays: number | null } | null;
export type ReasonFacts = { kind: ReasonKind | null } | null;

export interface IssueInput {
  credentialId: string;
  personId: string;
  clientId: string;
  companyId: string;
  credentialType: string;
  startDate: string;
  endDate?: string | undefined;
  referenceCode1: string;
  referenceCode2: string;
  issueReason: string;
  /** the site's today: a credential that ended before it is no longer active */
  today: string;
  type: TypeFacts;
  reason: ReasonFacts;
}

/** The catalogue checks: a known credential type and an issue reason of kind E. */
function catalogueIssues(input: IssueInput): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!input.type)
    issues.push({ path: 'credentialType', message: 'identification:credentialTypeNotFound' });
  if (!input.reason) issues.push({ path: 'issueReason', message: 'identification:reasonNotFound' });
  else if (input.reason.kind !== 'E')
    issues.push({ path: 'issueReason', message: 'identification:issueReasonKind' });
  return issues;
}

/** The end: as given, else start + the type's validity days (null: none to default to). */
function endDatesOf(input: IssueInput): { endDate: string | null; limit: string | null } {
  const validity = input.type?.validityDays ?? null;
  const limit = validity === null ? null : addDays(input.startDate, validity);
  return { endDate: input.endDate ?? limit, limit };
}

/** The end's checks: required without validity days, not before the start, within the validity. */
function endIssues(input: IssueInput, { endDate, limit }: ReturnType<typeof endDatesOf>) {
  if (endDate === null)
    return input.type ? [{ path: 'endDate', message: 'identification:endRequired' }] : [];
  if (endDate < input.startDate) return [{ path: 'endDate', message: 'common:dateRange' }];
  if (limit !== null && endDate > limit)
    return [{ path: 'endDate', message: 'identification:endAfterValidity' }];
  return [];
}

/**
 * Issues a credential: a known credential type and an issue reason of kind E; the end not before
 * the start ('La fecha fin no puede ser menor que la fecha inicio.'); with validity days the end
 * defaults to start + validity and may not go beyond it; without them the end is required. The
 * worker may not hold another active credential at the client.
 */
export function issueCredential(input: IssueInput, state: WorkerCredentials): CredentialIssued[] {
  if (state[input.credentialId]) return []; // the same command again
  const end = endDatesOf(input);
  const issues = [...catalogueIssues(input), ...endIssues(input, end)];
  if (issues.length > 0) throw new ValidationError(issues);
  if (Object.values(state).some((c) => activeOn(c, input.today)))
    throw new DomainError('identification.activeCredential');
  const { credentialId, personId, clientId, companyId, credentialType, startDate } = input;
  const { referenceCode1, referenceCode2, issueReason } = input;
  const data = {
    credentialId,
    personId,
    clientId,
    companyId,
    credentialType,
    startDate,
    endDate: end.endDate ?? startDate,
    referenceCode1,
    referenceCode2,
    issueReason,
  };
  return [{ type: 'identification.CredentialIssued', data }];
}

export interface InactivateInput {
  credentialId: string;
  personId: string;
  clientId: string;
  reason: string;
  reasonFacts: ReasonFacts;
  today: string;
}

/** Inactivates an active credential; the reason is required and of kind I. */
export function inactivateCredential(
  input: InactivateInput,
  state: WorkerCredentials,
): CredentialInactivated[] {
  const credential = state[input.credentialId];
  if (!credential) throw new DomainError('identification.credentialNotFound');
  if (!input.reasonFacts)
    throw new ValidationError([{ path: 'reason', message: 'identification:reasonNotFound' }]);
  if (input.reasonFacts.kind !== 'I')
    throw new ValidationError([
      { path: 'reason', message: 'identification:inactivationReasonKind' },
    ]);
  if (!credential.active) throw new DomainError('identification.credentialInactive');
  const { credentialId, personId, clientId, reason, today } = input;
  return [
    {
      type: 'identification.CredentialInactivated',
      data: { credentialId, personId, clientId, reason, on: today },
    },
  ];
}

/** Marks an active credential printed (printing again records nothing new). */
export function printCredential(
  input: { credentialId: string; personId: string; clientId: string },
  state: WorkerCredentials,
): CredentialPrinted[] {
  const credential = state[input.credentialId];
  if (!credential) throw new DomainError('identification.credentialNotFound');
  if (!credential.active) throw new DomainError('identification.credentialInactive');
  if (credential.printed) return [];
  return [{ type: 'identification.CredentialPrinted', data: { ...input } }];
}
