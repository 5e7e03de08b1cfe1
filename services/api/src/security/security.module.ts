import { Module } from '@nestjs/common';
import { SecuritySettingsService } from './security-settings.service';
import { SettingsController } from './settings.controller';
import { UserProfilesController } from './user-profiles.controller';

/** The Security module: login settings per client and the users holding each profile. */
@Module({
  controllers: [SettingsController, UserProfilesController],
  providers: [SecuritySettingsService],
  // the sign-in follows the caller's login settings
  exports: [SecuritySettingsService],
})
export class SecurityModule {}
