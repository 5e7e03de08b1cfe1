import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import {
  API,
  type DownloadedFile,
  type Envelope,
  type Lang,
  type RegisterBody,
  type RegisterResult,
} from '@faena/contracts';
import { Call, callBody } from '../platform/http/call.decorator';
import { ZodPipe } from '../platform/http/zod.pipe';
import { RegistrationService } from './registration.service';
import { RequestLang } from './request-lang';
import { SignInLimited } from './sign-in-limiter';
import { UserFiles } from './user-files';

/** POST api/auth/register (a pending request, grants nothing) and GET /api/archivo/{hash} (user manual). */
@Controller()
export class RegistrationController {
  constructor(
    private readonly registrations: RegistrationService,
    private readonly files: UserFiles,
  ) {}

  @Call(API.register)
  @SignInLimited(null)
  @HttpCode(202)
  async register(
    @Body(callBody(API.register)) body: RegisterBody,
    @RequestLang() lang: Lang,
  ): Promise<Envelope<RegisterResult>> {
    return { result: await this.registrations.request(body, lang) };
  }

  @Call(API.downloadFile)
  async download(
    @Param('hash', new ZodPipe(API.downloadFile.params.shape.hash)) hash: string,
  ): Promise<Envelope<DownloadedFile>> {
    return { result: await this.files.read(hash) };
  }
}
