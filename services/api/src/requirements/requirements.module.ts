import { Module } from '@nestjs/common';
import { AdministrationModule } from '../administration/administration.module';
import { ReviewRequirementDocumentHandler } from './commands/review-requirement-document/review-requirement-document.handler';
import { SaveRequirementTypeHandler } from './commands/save-requirement-type/save-requirement-type.handler';
import { SubmitRequirementDocumentHandler } from './commands/submit-requirement-document/submit-requirement-document.handler';
import { UpdateRequirementsHandler } from './commands/update-requirements/update-requirements.handler';
import { RequirementsController } from './requirements.controller';

/** Requirements: define types; submit, approve and reject the documents of people, vehicles, companies. */
@Module({
  imports: [AdministrationModule],
  controllers: [RequirementsController],
  providers: [
    SaveRequirementTypeHandler,
    SubmitRequirementDocumentHandler,
    ReviewRequirementDocumentHandler,
    UpdateRequirementsHandler,
  ],
})
export class RequirementsModule {}
