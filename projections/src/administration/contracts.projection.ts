import type {
  ContractAddendumAdded,
  ContractRegistered,
  ContractRow,
  ContractUpdated,
  QuotaSlotReleased,
  QuotaSlotTaken,
} from '@faena/contracts';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocOf, type ProjectionContext } from '../runner/projection';

export const CONTRACTS_COLLECTION = 'contracts_v1';

/** A contract with its endowment in use: pending plus approved accreditations holding a quota slot. */
export type ContractView = DocOf<
  ContractRow & { active: number; type?: string; addendums?: number }
>;

type Event =
  ContractRegistered | ContractUpdated | ContractAddendumAdded | QuotaSlotTaken | QuotaSlotReleased;

async function moveActive(
  ctx: ProjectionContext,
  contractId: string,
  delta: number,
): Promise<void> {
  const contract = await ctx.get<ContractView>(CONTRACTS_COLLECTION, contractId);
  // a slot of an unknown contract has no row to count on (contracts are registered first)
  if (!contract) return;
  ctx.put(CONTRACTS_COLLECTION, contractId, {
    ...contract,
    active: Math.max(0, contract.active + delta),
  });
}

/** A registration or a full snapshot: the row keeps its slots in use and addendum count. */
async function putContract(
  ctx: ProjectionContext,
  data: ContractRegistered['data'],
): Promise<void> {
  const existing = await ctx.get<ContractView>(CONTRACTS_COLLECTION, data.contractId);
  const row: ContractView = {
    contractId: data.contractId,
    code: data.code,
    companyId: data.companyId,
    companyName: data.companyName,
    clientId: data.clientId,
    divisionId: data.divisionId,
    subject: data.subject,
    startDate: data.startDate,
    endDate: data.endDate,
    quota: data.quota,
    active: existing?.active ?? 0,
    ...(data.type !== undefined ? { type: data.type } : {}),
    ...(existing?.addendums !== undefined ? { addendums: existing.addendums } : {}),
  };
  ctx.put(CONTRACTS_COLLECTION, row.contractId, row);
}

const own = (e: { data: { contractId: string } }) => [
  [CONTRACTS_COLLECTION, e.data.contractId] as const,
];

/** contracts.v1: ContractRow + `active` from the quota stream's QuotaSlotTaken / QuotaSlotReleased. */
export const contractsProjection = defineProjection({
  name: 'contracts.v1',
  collections: [
    {
      name: CONTRACTS_COLLECTION,
      indexes: [
        'code',
        'companyId',
        'companyName',
        'clientId',
        'divisionId',
        'startDate',
        'endDate',
        'subject',
        'quota',
        'type',
      ],
    },
  ],
  ...handlersOf<Event>(
    {
      'catalog.ContractRegistered': ({ data }, ctx) => putContract(ctx, data),
      'catalog.ContractUpdated': ({ data }, ctx) => putContract(ctx, data),
      'catalog.ContractAddendumAdded': async ({ data }, ctx) => {
        const contract = await ctx.get<ContractView>(CONTRACTS_COLLECTION, data.contractId);
        if (!contract) return;
        ctx.put(CONTRACTS_COLLECTION, data.contractId, {
          ...contract,
          endDate: data.newEndDate,
          quota: data.newQuota,
          addendums: data.number,
        });
      },
      'accreditation.QuotaSlotTaken': ({ data }, ctx) => moveActive(ctx, data.contractId, 1),
      'accreditation.QuotaSlotReleased': ({ data }, ctx) => moveActive(ctx, data.contractId, -1),
    },
    {
      'catalog.ContractRegistered': own,
      'catalog.ContractUpdated': own,
      'catalog.ContractAddendumAdded': own,
      'accreditation.QuotaSlotTaken': own,
      'accreditation.QuotaSlotReleased': own,
    },
  ),
});
