import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  type OnModuleInit,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { HttpAdapterHost, Reflector } from '@nestjs/core';
import fastifyRateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@faena/contracts';
import type { AppConfig } from '@faena/core';
import { InjectConfig } from '../platform/storage/tokens';
import {
  ACCOUNT_BUCKETS,
  type AccountBucket,
  accountOf,
  type Limit,
  signInLimits,
} from './sign-in-limits';

type Counter = ReturnType<FastifyInstance['createRateLimit']>;
type Count = Awaited<ReturnType<Counter>>;

/** Seconds until the counter lets calls through again, or null while under its limit. */
const waitOf = (count: Count): number | null =>
  !count.isAllowed && count.isExceeded ? count.ttlInSeconds : null;

/**
 * The sign-in rate limits on @fastify/rate-limit's counters (in memory, fixed windows, each an LRU
 * of at most RATE_LIMIT_CACHE keys): one per client address over every sign-in call, and one per
 * account bucket (sign-in-limits.ts). A call over its address limit is not counted per account:
 * an address past its limit spends no account's budget.
 */
@Injectable()
export class SignInLimiter implements OnModuleInit {
  private fastify: FastifyInstance | null = null;
  private counters: Record<'address' | AccountBucket, Counter> | null = null;

  constructor(
    private readonly host: HttpAdapterHost,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.fastify = this.host.httpAdapter.getInstance<FastifyInstance>();
    // global false: the plugin limits nothing by itself, the guard asks its counters. Queued, not
    // awaited: loading it now would load the routes before Nest gives them its error handler.
    void this.fastify.register(fastifyRateLimit, { global: false });
  }

  /** Counts the call; answers the seconds to wait when it is over a limit, null when it may go on. */
  async retryAfter(req: FastifyRequest, bucket: AccountBucket | null): Promise<number | null> {
    const counters = (this.counters ??= this.createCounters());
    const address = waitOf(await counters.address(req));
    if (address !== null || !bucket || !accountOf(bucket, req.body)) return address;
    return waitOf(await counters[bucket](req));
  }

  /** The counters, once the server is ready (the plugin's createRateLimit exists from then on). */
  private createCounters(): Record<'address' | AccountBucket, Counter> {
    const fastify = this.fastify;
    if (!fastify) throw new Error('SignInLimiter used before the module was initialised');
    const limits = signInLimits(this.config);
    const counter = (limit: Limit, keyOf: (req: FastifyRequest) => string) => {
      const options: RateLimitOptions = {
        max: limit.max,
        timeWindow: limit.windowMs,
        keyGenerator: keyOf,
        cache: this.config.RATE_LIMIT_CACHE,
      };
      return fastify.createRateLimit(options);
    };
    const buckets = ACCOUNT_BUCKETS.map(
      (b) => [b, counter(limits[b], (req) => accountOf(b, req.body) ?? '')] as const,
    );
    return {
      address: counter(limits.address, (req) => normalizeIP(req.ip)),
      ...Object.fromEntries(buckets),
    } as Record<'address' | AccountBucket, Counter>;
  }
}

const SIGN_IN_BUCKET_KEY = 'faena:signInBucket';

/** Answers 429 auth.tooManyAttempts with Retry-After to a sign-in call over its limits, before validation or the handler. */
@Injectable()
export class SignInThrottle implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: SignInLimiter,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const bucket =
      this.reflector.get<AccountBucket | null | undefined>(SIGN_IN_BUCKET_KEY, ctx.getHandler()) ??
      null;
    const http = ctx.switchToHttp();
    const wait = await this.limiter.retryAfter(http.getRequest<FastifyRequest>(), bucket);
    if (wait === null) return true;
    void http.getResponse<FastifyReply>().header('Retry-After', String(wait));
    throw new DomainError('auth.tooManyAttempts');
  }
}

/** A sign-in call: counted per client address, and per account in `bucket` (null: per address only). */
export const SignInLimited = (bucket: AccountBucket | null) =>
  applyDecorators(SetMetadata(SIGN_IN_BUCKET_KEY, bucket), UseGuards(SignInThrottle));
