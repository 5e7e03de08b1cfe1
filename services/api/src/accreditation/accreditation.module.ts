import { Module } from '@nestjs/common';
import { AccreditationController } from './accreditation.controller';
import { DecideRequestHandler } from './commands/decide-request/decide-request.handler';
import { RemoveRequestsHandler } from './commands/remove-requests/remove-requests.handler';
import { SaveDraftHandler } from './commands/save-draft/save-draft.handler';
import { ResubmitRequestHandler } from './commands/resubmit-request/resubmit-request.handler';
import { SubmitRequestHandler } from './commands/submit-request/submit-request.handler';
import { GetRequestHandler } from './queries/get-request/get-request.handler';
import { ListRequestsHandler } from './queries/list-requests/list-requests.handler';
import { RequestHistoryHandler } from './queries/request-history/request-history.handler';

/** Accreditation requests: save a draft, submit, decide, correct, remove (one or many); the requests grid and a request's history. */
@Module({
  controllers: [AccreditationController],
  providers: [
    SubmitRequestHandler,
    SaveDraftHandler,
    DecideRequestHandler,
    ResubmitRequestHandler,
    RemoveRequestsHandler,
    ListRequestsHandler,
    GetRequestHandler,
    RequestHistoryHandler,
  ],
})
export class AccreditationModule {}
