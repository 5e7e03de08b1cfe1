import { Module } from '@nestjs/common';
import { IdentityController } from './identity.controller';
import { PasswordHasher } from './password-hasher';
import { SessionService } from './session.service';
import { SignInService } from './sign-in.service';
import { UserDirectory } from './user-directory';

/** Users, passwords, sessions and the minimal sign-in. */
@Module({
  controllers: [IdentityController],
  providers: [PasswordHasher, UserDirectory, SessionService, SignInService],
  exports: [UserDirectory, SignInService],
})
export class IdentityModule {}
