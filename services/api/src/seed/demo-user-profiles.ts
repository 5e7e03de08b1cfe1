import {
  PERMISSIONS,
  type Characteristic,
  type Permission,
  type ProfileGrant,
} from '@faena/contracts';
import { present } from '@faena/core';
import { CLIENT, COMPANIES } from './data/master';
import { SECOND_CLIENT } from './data/second-client';

/** What a demo profile grants; the client and division default to Minera Andina, División Norte. */
export interface ProfileSpec extends Partial<
  Pick<ProfileGrant, 'companyId' | 'companyName' | 'contractor' | 'accreditationRole' | 'readOnly'>
> {
  profileId: string;
  profileName: string;
  permissions: readonly Permission[];
  characteristics?: Characteristic[];
}

const NORTE = CLIENT.divisions[0];

/** The contractor company of the demo user CONTRATISTA. */
export const CONTRACTOR = present(
  COMPANIES.find((c) => c.companyId === 'EMP-SERMISUR'),
  'the demo contractor EMP-SERMISUR',
);

/** A profile of the first client's División Norte. */
export function profile(spec: ProfileSpec): ProfileGrant {
  return {
    profileId: spec.profileId,
    profileName: spec.profileName,
    clientId: CLIENT.clientId,
    clientName: CLIENT.name,
    divisionId: NORTE.divisionId,
    divisionName: NORTE.name,
    countryId: 'PE',
    companyId: spec.companyId ?? null,
    companyName: spec.companyName ?? null,
    contractor: spec.contractor ?? false,
    accreditationRole: spec.accreditationRole ?? null,
    characteristics: [...(spec.characteristics ?? [])],
    permissions: [...spec.permissions],
    readOnly: spec.readOnly ?? false,
  };
}

/**
 * A client's administrator: every permission but the platform operator's (platform.operate:
 * projection rebuilds, global master data, global histories) and requirements.manage (requirement
 * types are global: their applicability names every client's ids), which only ADMIN holds.
 */
export const CLIENT_ADMINISTRATOR: readonly Permission[] = PERMISSIONS.filter(
  (p) => p !== 'platform.operate' && p !== 'requirements.manage',
);

/** The requester's grant (Solicitante), with or without its characteristic. */
export const REQUESTER: Omit<ProfileSpec, 'characteristics'> = {
  profileId: 'PRF-SOLICITANTE',
  profileName: 'Solicitante',
  permissions: [
    'request.submit',
    'transport.reserve',
    'board.read',
    'catalog.read',
    'requirements.submit',
  ],
};

/** The approver's grant (Aprobador SSOMA). */
export const APPROVER: ProfileSpec = {
  profileId: 'PRF-APROBADOR',
  profileName: 'Aprobador',
  permissions: [
    'request.readAll',
    'request.decide',
    'audit.read',
    'board.read',
    'catalog.read',
    'requirements.review',
  ],
  characteristics: ['CPAAUT'],
  accreditationRole: 'Aprobador SSOMA',
};

const MARCONA = SECOND_CLIENT.divisions[0];
/** A profile of the second client (Minera del Pacífico, División Marcona). */
export const ofSecondClient = (p: ProfileGrant): ProfileGrant => ({
  ...p,
  clientId: SECOND_CLIENT.clientId,
  clientName: SECOND_CLIENT.name,
  divisionId: MARCONA.divisionId,
  divisionName: MARCONA.name,
});

/** The same profile in another division of the first client. */
export const inDivision = (
  p: ProfileGrant,
  d: { divisionId: string; name: string },
): ProfileGrant => ({
  ...p,
  divisionId: d.divisionId,
  divisionName: d.name,
});
