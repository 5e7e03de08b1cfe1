import { Module } from '@nestjs/common';
import { AdministrationModule } from '../administration/administration.module';
import { ReviewRequirementDocumentHandler } from './commands/review-requirement-document/review-requirement-document.handler';
import { SaveRequirementTypeHandler } from './commands/save-requirement-type/save-requirement-type.handler';
import { SubmitRequirementDocumentHandler } from './commands/submit-requirement-document/submit-requirement-document.handler';
import { ListRequirementTypesHandler } from './queries/list-requirement-types/list-requirement-types.handler';
import { RequirementFileHandler } from './queries/requirement-file/requirement-file.handler';
import { RequirementLapsesHandler } from './queries/requirement-report/requirement-lapses.handler';
import { RequirementReportHandler } from './queries/requirement-report/requirement-report.handler';
import { SubjectDocumentsHandler } from './queries/subject-documents/subject-documents.handler';
import { UpdateRequirementsHandler } from './commands/update-requirements/update-requirements.handler';
import { RequirementTypesMigration } from './migrations/requirement-types.migration';
import { BookingFlagsJob } from './jobs/booking-flags.job';
import { DailyJobs } from './jobs/daily-jobs';
import { ExpiryNoticesJob } from './jobs/expiry-notices.job';
import { NoticeRecipients } from './jobs/notice-recipients';
import { RequirementsController } from './requirements.controller';
import { RequirementsReadController } from './requirements-read.controller';

/** Requirements: define types; submit, approve and reject the documents of people, vehicles, companies. */
@Module({
  controllers: [RequirementsController, RequirementsReadController],
  imports: [AdministrationModule],
  providers: [
    SaveRequirementTypeHandler,
    SubmitRequirementDocumentHandler,
    ReviewRequirementDocumentHandler,
    ListRequirementTypesHandler,
    SubjectDocumentsHandler,
    RequirementFileHandler,
    RequirementReportHandler,
    RequirementLapsesHandler,
    UpdateRequirementsHandler,
    RequirementTypesMigration,
    NoticeRecipients,
    ExpiryNoticesJob,
    BookingFlagsJob,
    DailyJobs,
  ],
  exports: [RequirementTypesMigration, DailyJobs],
})
export class RequirementsModule {}
