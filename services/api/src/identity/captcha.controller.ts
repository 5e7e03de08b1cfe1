import { Controller, NotFoundException } from '@nestjs/common';
import { API, type CaptchaChallenge, type Envelope } from '@faena/contracts';
import { Call } from '../platform/http/call.decorator';
import { CaptchaVerifier, EmbeddedCaptcha } from '../platform/auth/captcha';

/** The local captcha challenge the sign-in forms solve (404 when reCAPTCHA is configured). */
@Controller()
export class CaptchaController {
  constructor(private readonly captcha: CaptchaVerifier) {}

  @Call(API.captchaChallenge)
  challenge(): Envelope<CaptchaChallenge> {
    if (!(this.captcha instanceof EmbeddedCaptcha)) throw new NotFoundException();
    return { result: { token: this.captcha.challenge() } };
  }
}
