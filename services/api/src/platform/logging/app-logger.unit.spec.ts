import { Writable } from 'node:stream';
import { createLogger, logFormatOf, PinoNestLogger } from './app-logger';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _e, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

describe('the app logger', () => {
  it('is pretty on a terminal and plain otherwise unless LOG_FORMAT says', () => {
    expect(logFormatOf({}, true)).toBe('pretty');
    expect(logFormatOf({}, false)).toBe('plain');
    expect(logFormatOf({ LOG_FORMAT: 'json' }, true)).toBe('json');
  });

  it("keeps LOG_LEVEL: 'log' writes info and above, 'warn' leaves info out", () => {
    const out = capture();
    const nest = new PinoNestLogger(createLogger({ LOG_LEVEL: 'warn' }, out.stream));
    nest.log('quiet', 'Seed');
    nest.warn('loud', 'Seed');
    expect(out.lines).toEqual([
      expect.objectContaining({ level: 40, msg: 'loud', context: 'Seed' }),
    ]);
    const all = capture();
    new PinoNestLogger(createLogger({ LOG_LEVEL: 'log' }, all.stream)).log('hello', 'Seed');
    expect(all.lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'hello', context: 'Seed' }),
    ]);
  });

  it("writes Nest's error(message, stack, context) with both", () => {
    const out = capture();
    new PinoNestLogger(createLogger({ LOG_LEVEL: 'log' }, out.stream)).error(
      'failed',
      'Error: x\n    at y (z.js:1:1)',
      'HTTP',
    );
    expect(out.lines[0]).toMatchObject({
      level: 50,
      msg: 'failed',
      context: 'HTTP',
      stack: 'Error: x\n    at y (z.js:1:1)',
    });
  });
});
