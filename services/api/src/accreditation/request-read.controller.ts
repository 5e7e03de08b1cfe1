import { Controller, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  API,
  GridQuerySchema,
  ReadOptionsSchema,
  RequestAttachmentQuerySchema,
  RequestHistoryQuerySchema,
  RequestIdQuerySchema,
  RequestRequirementFileQuerySchema,
  RequestRequirementsOfRequestQuerySchema,
  RequestRequirementsQuerySchema,
  type GridQuery,
  type RequestAttachmentQuery,
  type PersonRequirementsParams,
} from '@faena/contracts';
import { Call } from '../platform/http/call.decorator';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { GetRequestAttachmentQuery } from './queries/get-request-attachment/get-request-attachment.query';
import { GetRequestQuery } from './queries/get-request/get-request.query';
import { ListRequestsQuery } from './queries/list-requests/list-requests.query';
import { RequestHistoryQuery } from './queries/request-history/request-history.query';
import {
  PersonRequirementsQuery,
  RequestRequirementFileQuery,
  RequestRequirementsQuery,
} from './queries/request-requirements/request-requirements.query';
import { ListReadParamsSchema, type ListReadParams } from './list-read-params';

type ReadOptions = { afterPosition?: number | undefined };

/** /api/AcreditacionSolicitud/* reads (paths from API in contracts); every answer is `{ result }`. */
@Controller()
export class RequestReadController {
  constructor(private readonly queries: QueryBus) {}

  /** The attachment as a downloaded file { fileName, fileType, fileBase64 }, to whoever may see the request. */
  @Call(API.requestAttachment)
  async attachment(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(RequestAttachmentQuerySchema)) q: RequestAttachmentQuery,
  ) {
    return {
      result: await this.queries.execute(
        new GetRequestAttachmentQuery(user, q.requestId, q.attachmentId),
      ),
    };
  }

  @Call(API.listRequests)
  async list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(GridQuerySchema)) grid: GridQuery,
    @Query(new ZodPipe(ListReadParamsSchema)) { afterPosition, ...dates }: ListReadParams,
  ) {
    return {
      result: await this.queries.execute(new ListRequestsQuery(user, grid, dates, afterPosition)),
    };
  }

  @Call(API.getRequest)
  async get(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(RequestIdQuerySchema)) q: { requestId: string },
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return {
      result: await this.queries.execute(
        new GetRequestQuery(user, q.requestId, read.afterPosition),
      ),
    };
  }

  @Call(API.requestHistory)
  async history(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(RequestHistoryQuerySchema))
    q: { requestId: string; untilPosition?: number | undefined },
  ) {
    return {
      result: await this.queries.execute(
        new RequestHistoryQuery(user, q.requestId, q.untilPosition),
      ),
    };
  }

  /** The requirements that apply to a person on a contract (the request form, before sending). */
  @Call(API.personRequirements)
  async personRequirements(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(RequestRequirementsQuerySchema)) q: PersonRequirementsParams,
  ) {
    return {
      result: await this.queries.execute(
        new PersonRequirementsQuery(user, q.personId, q.contractId),
      ),
    };
  }

  /** The requirements of a request, with each one's newest document (the approval screen). */
  @Call(API.requestRequirements)
  async requestRequirements(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(RequestRequirementsOfRequestQuerySchema)) q: { requestId: string },
  ) {
    return { result: await this.queries.execute(new RequestRequirementsQuery(user, q.requestId)) };
  }

  /** A requirement document of the request's person, as a downloaded file { fileName, fileType, fileBase64 }. */
  @Call(API.requestRequirementFile)
  async requestRequirementFile(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(RequestRequirementFileQuerySchema)) q: { requestId: string; docId: string },
  ) {
    const query = new RequestRequirementFileQuery(user, q.requestId, q.docId);
    return { result: await this.queries.execute(query) };
  }
}
