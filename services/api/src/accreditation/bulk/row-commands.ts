import type { Logger } from '@nestjs/common';
import {
  RegisterPersonBodySchema,
  SubmitRequestBodySchema,
  ValidationError,
  type BulkIssue,
  type RegisterPersonBody,
  type SubmitRequestBody,
} from '@faena/contracts';
import type { BulkRowState } from '../domain/bulk-batch.decider';
import { issuesOf } from '../domain/bulk-row';
import { requestValuesOf, rowCommandId, type BatchContext } from './bulk-row-facts';

type Parsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };

/** A body built from a row, or its zod issues as a ValidationError (the row's issues). */
function bodyOrThrow<T>(result: Parsed<T>): T {
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  );
}

/** The people command's body for a row's unknown person (its id follows from batch and row). */
export function registerBodyOf(
  ctx: BatchContext,
  companyId: string,
  row: BulkRowState,
): RegisterPersonBody {
  const { values } = row;
  return bodyOrThrow(
    RegisterPersonBodySchema.safeParse({
      commandId: rowCommandId(ctx.batchId, row.row, 'person'),
      surnames: values.surnames,
      names: values.names,
      documentType: values.documentType,
      documentNumber: values.documentNumber,
      gender: values.gender,
      birthDate: values.birthDate,
      companyId,
    }),
  );
}

/** The request's body for a row (its command id follows from batch and row: sent once). */
export function submitBodyOf(
  ctx: BatchContext,
  row: BulkRowState,
  personId: string,
): SubmitRequestBody {
  return bodyOrThrow(
    SubmitRequestBodySchema.safeParse({
      commandId: rowCommandId(ctx.batchId, row.row, 'request'),
      personId,
      contractId: ctx.contract?.contractId ?? '',
      ...requestValuesOf(ctx, row.values),
    }),
  );
}

/** Issues of a refused command; anything unexpected is logged and shown as an internal error. */
export function refusalOf(err: unknown, logger: Logger): BulkIssue[] {
  try {
    return issuesOf(err);
  } catch {
    logger.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    return [{ field: 'row', message: 'errors:internal' }];
  }
}
