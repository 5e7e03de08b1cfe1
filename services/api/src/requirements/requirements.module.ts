import { Module } from '@nestjs/common';
import { ReviewRequirementDocumentHandler } from './commands/review-requirement-document/review-requirement-document.handler';
import { SaveRequirementTypeHandler } from './commands/save-requirement-type/save-requirement-type.handler';
import { SubmitRequirementDocumentHandler } from './commands/submit-requirement-document/submit-requirement-document.handler';
import { RequirementTypesMigration } from './migrations/requirement-types.migration';
import { RequirementsController } from './requirements.controller';

/** Requirements: define types; submit, approve and reject the documents of people, vehicles, companies. */
@Module({
  controllers: [RequirementsController],
  providers: [
    SaveRequirementTypeHandler,
    SubmitRequirementDocumentHandler,
    ReviewRequirementDocumentHandler,
    RequirementTypesMigration,
  ],
  exports: [RequirementTypesMigration],
})
export class RequirementsModule {}
