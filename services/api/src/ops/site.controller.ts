import { Controller } from '@nestjs/common';
import { API, type Envelope, type SiteInfo } from '@faena/contracts';
import { Call } from '../platform/http/call.decorator';
import { SiteCalendar } from '@faena/core';
import { Public } from '../platform/auth/auth-user';

/** What the web app takes from the server's configuration: the site's time zone (no token: the app loads it before sign-in). */
@Controller()
export class SiteController {
  constructor(private readonly calendar: SiteCalendar) {}

  @Public()
  @Call(API.siteInfo)
  site(): Envelope<SiteInfo> {
    return { result: { timeZone: this.calendar.timeZone } };
  }
}
