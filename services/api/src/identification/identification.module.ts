import { Module } from '@nestjs/common';
import { AdministrationModule } from '../administration/administration.module';
import { CredentialReleaser } from './cascade/credential.releaser';
import { AssignIdentificationTypeHandler } from './commands/assign-identification-type/assign-identification-type.handler';
import { CredentialLocator } from './commands/credential-locator';
import { InactivateCredentialHandler } from './commands/inactivate-credential/inactivate-credential.handler';
import { IssueCredentialHandler } from './commands/issue-credential/issue-credential.handler';
import { PersonOfClient } from './commands/person-of-client';
import { PrintCredentialsHandler } from './commands/print-credentials/print-credentials.handler';
import { IdentificationController } from './identification.controller';
import { CredentialBadgesHandler } from './queries/badges/badges.handler';
import { ListCredentialsHandler } from './queries/credentials/credentials.handler';
import { ListPersonIdentificationHandler } from './queries/person-identification/person-identification.handler';

/** Identification (issue 21): identification types per person, credentials (badges). */
@Module({
  imports: [AdministrationModule], // PeopleScope: whose people a caller may name
  controllers: [IdentificationController],
  providers: [
    PersonOfClient,
    CredentialLocator,
    AssignIdentificationTypeHandler,
    IssueCredentialHandler,
    InactivateCredentialHandler,
    PrintCredentialsHandler,
    ListCredentialsHandler,
    CredentialBadgesHandler,
    ListPersonIdentificationHandler,
    CredentialReleaser, // the demobilization cascade inactivates the active credential
  ],
})
export class IdentificationModule {}
