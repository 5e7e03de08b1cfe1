import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  API,
  FileKeySchema,
  RegisterBodySchema,
  type DownloadedFile,
  type Envelope,
  type Lang,
  type RegisterBody,
  type RegisterResult,
} from '@faena/contracts';
import { Public } from '../platform/auth/auth-user';
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

  @Public()
  @SignInLimited(null)
  @Post(API.register.path)
  @HttpCode(202)
  async register(
    @Body(new ZodPipe(RegisterBodySchema)) body: RegisterBody,
    @RequestLang() lang: Lang,
  ): Promise<Envelope<RegisterResult>> {
    return { result: await this.registrations.request(body, lang) };
  }

  @Get(API.downloadFile.path)
  async download(
    @Param('hash', new ZodPipe(FileKeySchema)) hash: string,
  ): Promise<Envelope<DownloadedFile>> {
    return { result: await this.files.read(hash) };
  }
}
