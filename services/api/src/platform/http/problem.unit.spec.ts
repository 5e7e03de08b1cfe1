import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { DomainError, ValidationError } from '@faena/contracts';
import { WrongExpectedRevisionError } from '@faena/core';
import { languageOf } from './language';
import { toProblem } from './problem';

describe('problem answers', () => {
  it('answer a domain error with its status, code and translated message', () => {
    const { problem } = toProblem(new DomainError('transport.seatTaken'), 'es');
    expect(problem).toEqual({
      status: 422,
      code: 'transport.seatTaken',
      title: 'Unprocessable Entity',
      message: 'El asiento ya está reservado.',
    });
    expect(toProblem(new DomainError('transport.seatTaken'), 'en').problem.message).toBe(
      'The seat is already reserved.',
    );
  });

  it("fill the placeholders of a domain error's text with its params and answer them", () => {
    const err = new DomainError('requirements.expiresDuringStay', {
      document: 'Examen médico',
      date: '14/12/2026',
    });
    expect(toProblem(err, 'es').problem).toMatchObject({
      message:
        'El trabajador no está habilitado: Examen médico vence el 14/12/2026, antes del fin de su estadía',
      params: { document: 'Examen médico', date: '14/12/2026' },
    });
    expect(toProblem(err, 'en').problem.message).toBe(
      'The worker is not enabled: Examen médico expires on 14/12/2026, before the end of the stay',
    );
  });

  it('carry what a domain error names as params, and nothing when it names nothing', () => {
    const missing = new DomainError('requirements.missing', { missing: ['EMO', 'SCTR'] });
    expect(toProblem(missing, 'es').problem).toEqual({
      status: 422,
      code: 'requirements.missing',
      title: 'Unprocessable Entity',
      message: 'Debe ingresar y adjuntar todos los requisitos',
      params: { missing: ['EMO', 'SCTR'] },
    });
    expect(toProblem(new DomainError('requirements.missing'), 'es').problem).not.toHaveProperty(
      'params',
    );
  });

  it('answer a validation error with 400, field paths, keys and texts', () => {
    const err = new ValidationError([
      { path: 'username', message: 'common:requiredField' },
      { path: '(body)', message: 'common:unknownField:extra' },
    ]);
    const { problem } = toProblem(err, 'es');
    expect(problem.status).toBe(400);
    expect(problem.code).toBe('request.invalid');
    expect(problem.issues).toEqual([
      { path: 'username', message: 'common:requiredField', text: 'Required field' },
      {
        path: '(body)',
        message: 'common:unknownField:extra',
        text: expect.stringContaining('extra') as string,
      },
    ]);
  });

  it('put the value a key carries into the text: {n}, or after it', () => {
    const err = new ValidationError([
      { path: 'Clave', message: 'PASSWORDMINLENGTH:8' },
      { path: 'sort', message: 'grid:unknownField:surnames' },
      { path: 'x', message: 'ns:notAKey:1' },
    ]);
    expect(toProblem(err, 'es').problem.issues!.map((i) => i.text)).toEqual([
      'La longitud mínima de la contraseña es 8',
      'La grilla no ofrece este campo: surnames',
      'ns:notAKey:1',
    ]);
    expect(toProblem(err, 'en').problem.issues![0]!.text).toBe('The minimum password length is 8');
  });

  it('map Nest exceptions: 404 resource.notFound, malformed JSON and too large bodies request.invalid 400', () => {
    expect(toProblem(new NotFoundException(), 'es').problem).toMatchObject({
      status: 404,
      code: 'resource.notFound',
    });
    expect(toProblem(new BadRequestException('Unexpected token'), 'es').problem).toMatchObject({
      status: 400,
      code: 'request.invalid',
    });
    expect(
      toProblem(new HttpException('request entity too large', 413), 'es').problem,
    ).toMatchObject({ status: 400, code: 'request.invalid' });
  });

  it("answer Fastify's own refusals of a request (FST_ codes with a 4xx status) as request.invalid, never 500", () => {
    const undecompressable = Object.assign(
      new Error('Could not decompress the request payload using the provided encoding'),
      { code: 'FST_CP_ERR_INVALID_CONTENT', statusCode: 400 },
    );
    expect(toProblem(undecompressable, 'es')).toMatchObject({
      problem: { status: 400, code: 'request.invalid' },
      unexpected: false,
    });
    const serverSide = Object.assign(new Error('plugin failed'), {
      code: 'FST_ERR_SOMETHING',
      statusCode: 500,
    });
    expect(toProblem(serverSide, 'es')).toMatchObject({
      problem: { status: 500, code: 'internal' },
      unexpected: true,
    });
  });

  it('answer a revision conflict with 409 and anything else with a bare 500', () => {
    expect(toProblem(new WrongExpectedRevisionError('s', 1, 2), 'es').problem).toMatchObject({
      status: 409,
      code: 'concurrency.conflict',
    });
    const { problem, unexpected } = toProblem(new Error('db password is hunter2'), 'en');
    expect(unexpected).toBe(true);
    expect(problem).toMatchObject({ status: 500, code: 'internal' });
    expect(JSON.stringify(problem)).not.toContain('hunter2');
  });
});

describe('answer language', () => {
  it('prefers the lang query, then Accept-Language by weight, else Spanish', () => {
    expect(languageOf({ lang: 'en' }, 'es')).toBe('en');
    expect(languageOf({}, 'en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(languageOf({}, 'fr-FR, es;q=0.5, en;q=0.7')).toBe('en');
    expect(languageOf({}, 'de')).toBe('es');
    expect(languageOf(undefined, undefined)).toBe('es');
  });
});
