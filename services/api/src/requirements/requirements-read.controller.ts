import { Controller, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  API,
  GridQuerySchema,
  ReadOptionsSchema,
  RequirementFileQuerySchema,
  RequirementReportParamsSchema,
  RequirementSubjectQuerySchema,
  type GridQuery,
  type RequirementReportParams,
  type RequirementSubject,
} from '@faena/contracts';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { Call } from '../platform/http/call.decorator';
import { ZodPipe } from '../platform/http/zod.pipe';
import type { z } from 'zod';
import { ListRequirementTypesQuery } from './queries/list-requirement-types/list-requirement-types.query';
import { RequirementFileQuery } from './queries/requirement-file/requirement-file.query';
import { RequirementLapsesQuery } from './queries/requirement-report/requirement-lapses.query';
import { RequirementReportQuery } from './queries/requirement-report/requirement-report.query';
import { SubjectDocumentsQuery } from './queries/subject-documents/subject-documents.query';

type ReadOptions = { afterPosition?: number | undefined };
const read = new ZodPipe(ReadOptionsSchema);
/** The report's filters and the read option, from one query string. */
const ReportReadParamsSchema = RequirementReportParamsSchema.extend(ReadOptionsSchema.shape);
type ReportReadParams = z.infer<typeof ReportReadParamsSchema>;

/** GET /api/RequisitoTipo/listar, /api/RequisitoDocumento/listar|archivo, /api/RequisitoReporte/*. */
@Controller()
export class RequirementsReadController {
  constructor(private readonly queries: QueryBus) {}

  @Call(API.requirementTypeList)
  async types(
    @Query(new ZodPipe(GridQuerySchema)) grid: GridQuery,
    @Query(read) options: ReadOptions,
  ) {
    const query = new ListRequirementTypesQuery(grid, options.afterPosition);
    return { result: await this.queries.execute(query) };
  }

  @Call(API.requirementDocumentList)
  async documents(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(RequirementSubjectQuerySchema)) subject: RequirementSubject,
    @Query(read) options: ReadOptions,
  ) {
    const query = new SubjectDocumentsQuery(user, subject, options.afterPosition);
    return { result: await this.queries.execute(query) };
  }

  @Call(API.requirementDocumentFile)
  async file(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(RequirementFileQuerySchema)) q: { docId: string },
    @Query(read) options: ReadOptions,
  ) {
    const query = new RequirementFileQuery(user, q.docId, options.afterPosition);
    return { result: await this.queries.execute(query) };
  }

  @Call(API.requirementReport)
  async report(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(GridQuerySchema)) grid: GridQuery,
    @Query(new ZodPipe(ReportReadParamsSchema)) { afterPosition, ...params }: ReportReadParams,
  ) {
    const query = new RequirementReportQuery(user, grid, params, afterPosition);
    return { result: await this.queries.execute(query) };
  }

  @Call(API.requirementLapses)
  async lapses(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(RequirementReportParamsSchema)) params: RequirementReportParams,
    @Query(read) options: ReadOptions,
  ) {
    const query = new RequirementLapsesQuery(user, params, options.afterPosition);
    return { result: await this.queries.execute(query) };
  }
}
