import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  translate,
  type Lang,
  type RegisterBody,
  type RegisterResult,
  type RegistrationRequested,
} from '@faena/contracts';
import { Clock, EventStore, Ids, WrongExpectedRevisionError } from '@faena/core';
import { CaptchaVerifier } from '../platform/auth/captcha';
import { emailStream, identityMetadata, userStream } from './identity.streams';

export const registrationStream = (username: string) =>
  `identity.registration-${username.toUpperCase()}`;

/**
 * Self-registration (POST api/auth/register): records a pending request and grants nothing — no
 * user, no password, no profile; an administrator creates the user later. Every accepted body
 * answers the same (PENDIENTE), so the call cannot tell whether a username or e-mail exists.
 */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly ids: Ids,
    @Inject(CaptchaVerifier) private readonly captcha: CaptchaVerifier,
  ) {}

  async request(body: RegisterBody, lang: Lang): Promise<RegisterResult> {
    if (!(await this.captcha.verify(body.tokenClient, 'submit')))
      throw new DomainError('auth.captchaInvalid');
    const answer: RegisterResult = {
      estado: 'PENDIENTE',
      message: translate('identity:registrationReceived', lang),
    };
    if (await this.known(body.username, body.correo)) return answer;
    const data = requestedData(body);
    const eventId = this.ids.newId();
    const metadata = identityMetadata({
      eventId,
      commandId: `register-request-${body.username}`,
      userId: body.username,
      at: this.clock.now(),
    });
    try {
      await this.store.append(
        registrationStream(body.username),
        [{ id: eventId, type: 'identity.RegistrationRequested', version: 1, data, metadata }],
        'no_stream',
      );
    } catch (err) {
      // a request for this username arrived meanwhile: the first one stands, the answer is the same
      if (!(err instanceof WrongExpectedRevisionError)) throw err;
    }
    return answer;
  }

  /** A user, a pending request or a claimed e-mail already exists: nothing more is recorded. */
  private async known(username: string, email: string): Promise<boolean> {
    const [user, pending, claimed] = await Promise.all([
      this.store.readStream(userStream(username)),
      this.store.readStream(registrationStream(username)),
      this.store.readStream(emailStream(email)),
    ]);
    return user.length > 0 || pending.length > 0 || claimed.length > 0;
  }
}

/** The request's fields as the registration stream records them (the e-mail in lower case). */
const requestedData = (body: RegisterBody): RegistrationRequested['data'] => ({
  username: body.username,
  firstName: body.nombre,
  lastName: body.apellido,
  email: body.correo.toLowerCase(),
  phone: body.telefono ?? '',
  company: body.empresa ?? '',
  reason: body.motivo ?? '',
});
