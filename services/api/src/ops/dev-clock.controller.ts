import { Body, Controller, HttpCode, NotFoundException } from '@nestjs/common';
import { API, DevClockBodySchema, type DevClockAnswer, type DevClockBody } from '@faena/contracts';
import { AdjustableClock, type AppConfig, Clock, isProduction } from '@faena/core';
import { Call } from '../platform/http/call.decorator';
import { ZodPipe } from '../platform/http/zod.pipe';
import { InjectConfig } from '../platform/storage/tokens';

/**
 * The development clock: GET/POST /api/dev/reloj moves the server's time by whole days, so a
 * browser test can walk past a document's expiry. Only with DEV_CLOCK=true (the app then runs on
 * an AdjustableClock), never under NODE_ENV=production; 404 otherwise. The platform operator's.
 */
@Controller()
export class DevClockController {
  constructor(
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Call(API.devClock)
  read(): { result: DevClockAnswer } {
    return { result: this.answer(this.adjustable()) };
  }

  @Call(API.devClockSet)
  @HttpCode(200)
  move(@Body(new ZodPipe(DevClockBodySchema)) body: DevClockBody): { result: DevClockAnswer } {
    const clock = this.adjustable();
    clock.setOffsetDays(body.offsetDays);
    return { result: this.answer(clock) };
  }

  private adjustable(): AdjustableClock {
    const on = this.config.DEV_CLOCK && !isProduction(this.config);
    if (!on || !(this.clock instanceof AdjustableClock)) throw new NotFoundException();
    return this.clock;
  }

  private answer(clock: AdjustableClock): DevClockAnswer {
    return { offsetDays: clock.offsetDays, now: clock.now().toISOString() };
  }
}
