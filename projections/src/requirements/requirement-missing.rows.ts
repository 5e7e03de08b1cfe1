import type { RequirementStatusRow } from '@faena/contracts';
import type { DocOf, ProjectionContext } from '../runner/projection';
import { subjectCard, typeDescription } from './requirement-subjects';

/** Same names as requirement-status.projection (kept here to avoid an import cycle). */
export const STATUS = 'requirement_status_v1';
export const rowKey = (personId: string, clientId: string, code: string) =>
  `P:${personId}:${clientId}:${code}`;

/** A person's `missing` row of a type for a client. */
export async function missingRow(
  ctx: ProjectionContext,
  at: { personId: string; clientId: string; code: string },
): Promise<DocOf<RequirementStatusRow>> {
  const card = await subjectCard(ctx, 'P', at.personId);
  return {
    subjectEntity: 'P',
    subjectId: at.personId,
    subjectName: card.name,
    companyId: card.companyId,
    companyName: card.companyName,
    clientId: at.clientId,
    typeCode: at.code,
    typeDescription: await typeDescription(ctx, at.code),
    docId: '',
    status: 'missing',
    issuedOn: '',
    expiresOn: '',
    expiryMonth: '',
    reviewedBy: null,
    reviewerName: null,
    rejectReason: null,
    submittedAt: '',
    version: ctx.position,
  };
}

/** Removes the missing rows of codes no longer wanted (document rows stay). */
export async function dropStale(
  ctx: ProjectionContext,
  at: { personId: string; clientId: string; codes: string[] },
  keep: string[],
): Promise<void> {
  for (const code of at.codes.filter((c) => !keep.includes(c))) {
    const key = rowKey(at.personId, at.clientId, code);
    const row = await ctx.get<DocOf<RequirementStatusRow>>(STATUS, key);
    if (row?.status === 'missing') ctx.remove(STATUS, key);
  }
}
