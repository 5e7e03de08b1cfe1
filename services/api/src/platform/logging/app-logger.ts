import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import type { AppConfig } from '@faena/core';

export type LogFormat = NonNullable<AppConfig['LOG_FORMAT']>;

/** LOG_LEVEL (Nest's names) as pino levels. */
const LEVELS: Record<AppConfig['LOG_LEVEL'], LevelWithSilent> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
  silent: 'silent',
};

/** LOG_FORMAT, or pretty on a terminal and plain otherwise. */
export function logFormatOf(
  config: Pick<AppConfig, 'LOG_FORMAT'>,
  isTty = process.stdout.isTTY,
): LogFormat {
  return config.LOG_FORMAT ?? (isTty ? 'pretty' : 'plain');
}

/**
 * Where the lines go: json through an asynchronous stdout writer (no synchronous write per
 * request); pretty and plain through pino-pretty on its own worker thread (plain: no colours).
 */
function destinationFor(format: LogFormat): DestinationStream {
  if (format === 'json') return pino.destination({ dest: 1, sync: false, minLength: 4096 });
  return pino.transport({
    target: 'pino-pretty',
    options: {
      colorize: format === 'pretty',
      singleLine: true,
      translateTime: 'SYS:yyyy-mm-dd HH:MM:ss.l',
      ignore: 'pid,hostname,context',
      messageFormat: '{if context}[{context}] {end}{msg}',
    },
  });
}

/** The process's logger: LOG_LEVEL and LOG_FORMAT, or a given stream (tests capture JSON lines). */
export function createLogger(
  config: Pick<AppConfig, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  stream?: DestinationStream,
): Logger {
  return pino(
    {
      level: LEVELS[config.LOG_LEVEL],
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    stream ?? destinationFor(logFormatOf(config)),
  );
}

/** Writes what was buffered (the process is about to exit). */
export function flushLogger(logger: Logger): Promise<void> {
  return new Promise((resolve) => logger.flush(() => resolve()));
}

type Extra = unknown[];

/** Nest's messages (and every `new Logger(context)`) as pino lines with their context. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...extra: Extra): void {
    this.write('info', message, extra);
  }
  warn(message: unknown, ...extra: Extra): void {
    this.write('warn', message, extra);
  }
  debug(message: unknown, ...extra: Extra): void {
    this.write('debug', message, extra);
  }
  verbose(message: unknown, ...extra: Extra): void {
    this.write('trace', message, extra);
  }
  fatal(message: unknown, ...extra: Extra): void {
    this.write('fatal', message, extra);
  }
  /** Nest calls error(message, stack?, context?) */
  error(message: unknown, ...extra: Extra): void {
    const context =
      extra.length > 1
        ? extra.at(-1)
        : extra.length === 1 && !looksLikeStack(extra[0])
          ? extra[0]
          : undefined;
    const stack = looksLikeStack(extra[0]) ? extra[0] : undefined;
    this.logger.error({ context, ...(stack ? { stack } : {}) }, text(message));
  }

  private write(
    level: 'info' | 'warn' | 'debug' | 'trace' | 'fatal',
    message: unknown,
    extra: Extra,
  ): void {
    if (!this.logger.isLevelEnabled(level)) return;
    this.logger[level]({ context: extra.at(-1) }, text(message));
  }
}

function looksLikeStack(value: unknown): value is string {
  return typeof value === 'string' && value.includes('\n    at ');
}

function text(message: unknown): string {
  if (typeof message === 'string') return message;
  if (message instanceof Error) return message.message;
  return JSON.stringify(message);
}
