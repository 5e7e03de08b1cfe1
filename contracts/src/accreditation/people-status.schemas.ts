import { z } from 'zod';
import { gridPageOf } from '../shared/answers';

/**
 * The current status of people (spec §1 Accreditation, /consultas): per person, accredited or not
 * for the caller's client and which contract, until when, which requirements block, on site now.
 */
export const PEOPLE_STATUSES = ['accredited', 'blocked', 'notAccredited'] as const;
export type PeopleStatus = (typeof PEOPLE_STATUSES)[number];
export const BLOCKING_STATES = ['missing', 'lapsed', 'pending'] as const;

export interface BlockingRequirement {
  code: string;
  description: string;
  state: (typeof BLOCKING_STATES)[number];
  /** a lapsed document's expiry; null otherwise */
  expiresOn: string | null;
}

export interface PersonStatusRow {
  personId: string;
  personName: string;
  documentNumber: string;
  companyId: string;
  companyName: string;
  clientId: string;
  contractId: string;
  contractCode: string;
  status: PeopleStatus;
  /** the latest approved period (accredited until endDate) */
  startDate: string;
  endDate: string;
  blocking: BlockingRequirement[];
  onSite: boolean;
}

const id = z.string().trim().max(64).optional();

/** GET /api/AcreditacionEstado/listar: status, contract, company and a text (name or document). */
export const PeopleStatusParamsSchema = z.object({
  status: z.enum(PEOPLE_STATUSES, { error: 'requirements:stateInvalid' }).optional(),
  contractId: id,
  companyId: id,
  text: z.string().trim().max(100, 'common:invalidType').optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(1000).default(20),
});
export type PeopleStatusParams = z.output<typeof PeopleStatusParamsSchema>;
/** The screen's filters (the grid adds skip and take). */
export type PeopleStatusFilters = Omit<PeopleStatusParams, 'skip' | 'take'>;

export const PeopleStatusPageSchema = gridPageOf(
  z.object({
    personId: z.string(),
    personName: z.string(),
    status: z.enum(PEOPLE_STATUSES),
    endDate: z.string(),
    blocking: z.array(
      z.object({ code: z.string(), description: z.string(), state: z.enum(BLOCKING_STATES) }),
    ),
    onSite: z.boolean(),
  }),
);
