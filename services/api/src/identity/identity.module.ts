import { createHash } from 'node:crypto';
import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { type AppConfig, Clock } from '@faena/core';
import { CaptchaVerifier, EmbeddedCaptcha, RecaptchaVerifier } from '../platform/auth/captcha';
import { JWT_KEY } from '../platform/auth/token.service';
import { APP_CONFIG } from '../platform/storage/tokens';
import { SecurityModule } from '../security/security.module';
import { CaptchaController } from './captcha.controller';
import { IdentityController } from './identity.controller';
import { LoginController } from './login.controller';
import { LoginPasswordController } from './login-password.controller';
import { LoginSecurityController } from './login-security.controller';
import { LoginService } from './login.service';
import { PasswordHasher } from './password-hasher';
import { PasswordService } from './password.service';
import { RegistrationController } from './registration.controller';
import { RegistrationService } from './registration.service';
import { SessionFlowService } from './session-flow.service';
import { SessionIssuer } from './session-issuer';
import { SessionService } from './session.service';
import { SignInLimiter, SignInThrottle } from './sign-in-limiter';
import { SignInService } from './sign-in.service';
import { TokenRecreateMiddleware } from './token-recreate.middleware';
import { UserFiles } from './user-files';
import { UserDirectory } from './user-directory';
import { UserSecurityStore } from './user-security.store';

/** Users, passwords, sessions and the sign-in flow (its login settings come from the Security module). */
@Module({
  imports: [SecurityModule],
  controllers: [
    IdentityController,
    LoginController,
    LoginPasswordController,
    LoginSecurityController,
    CaptchaController,
    RegistrationController,
  ],
  providers: [
    PasswordHasher,
    UserDirectory,
    SessionService,
    SignInService,
    UserSecurityStore,
    SessionIssuer,
    LoginService,
    SessionFlowService,
    PasswordService,
    RegistrationService,
    UserFiles,
    SignInLimiter,
    SignInThrottle,
    {
      // reCAPTCHA v3 only when its secret is configured; the local HMAC challenge otherwise
      provide: CaptchaVerifier,
      inject: [APP_CONFIG, JWT_KEY, Clock],
      useFactory: (config: AppConfig, key: Uint8Array, clock: Clock) =>
        config.RECAPTCHA_SECRET
          ? new RecaptchaVerifier(config.RECAPTCHA_SECRET, config.RECAPTCHA_MIN_SCORE)
          : new EmbeddedCaptcha(
              createHash('sha256').update('faena-captcha').update(key).digest(),
              () => clock.now().getTime(),
            ),
    },
  ],
  exports: [UserDirectory, SignInService],
})
export class IdentityModule implements NestModule {
  /** Every API call may come back with a recreated token pair (see token-recreate.middleware.ts). */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(TokenRecreateMiddleware).forRoutes({ path: '*path', method: RequestMethod.ALL });
  }
}
