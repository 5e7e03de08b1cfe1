import { z } from 'zod';
import {
  dateRangeRefinement,
  type DateRangeMessage,
  MenuOrderLevelSchema,
  optionalPatternText,
  patternText,
  PATTERNS,
  type PatternName,
} from './patterns';
import { MESSAGES_EN, MESSAGES_ES } from './messages';

const TABLE: Record<PatternName, { valid: string[]; invalid: string[] }> = {
  lettersNumbers: {
    valid: ['abc123', 'ABC', '007'],
    invalid: ['abc 123', 'a-b', 'ñandú', '', 'a_b'],
  },
  letters: { valid: ['Perez', 'Ñandú', 'José'], invalid: ['Jose1', 'Jose Luis', '[x]', '^', ''] },
  numbers: { valid: ['0', '123456'], invalid: ['12a', '-1', '1.5', ' 1', ''] },
  lettersNumbersHyphen: { valid: ['A-1_b', 'DNI', 'x_y-z'], invalid: ['a b', 'a.b', 'a/b', ''] },
  description: {
    valid: [
      'Mantenimiento eléctrico (Planta) N° 2',
      "Operador 'senior', turno A/B; 100%",
      'Cañón #3 & co.',
    ],
    invalid: ['<script>', 'a{b}', 'x|y', '', 'tab\there'],
  },
  lettersSpaces: {
    valid: ['San Juan de Lurigancho', 'Cusco', 'Ñuñoa'],
    invalid: [' Lima', 'Lima ', 'Lima  Norte', 'Lima1', ''],
  },
  code: {
    valid: ['DNI', 'A-IIa', 'CC-1001', '150101', 'PE.DNI', 'a_b'],
    invalid: ['-DNI', 'con espacio', 'X'.repeat(21), '', 'Ñ1'],
  },
  ip: {
    valid: ['192.168.1.10', '0.0.0.0', '255.255.255.255', '10.0.0.1'],
    invalid: ['256.1.1.1', '1.1.1', '1x1x1x1', '01.2.3.4.5', '999.1.1.1', '1.1.1.1 '],
  },
  mac: {
    valid: ['00:1A:2B:3C:4D:5E', '00-1a-2b-3c-4d-5e', '001a.2b3c.4d5e'],
    invalid: [
      '00:1A-2B:3C:4D:5E',
      '00:1A:2B:3C:4D',
      '001A2B3C4D5E',
      'GG:1A:2B:3C:4D:5E',
      '001a.2b3c',
    ],
  },
  hostName: {
    valid: ['server01', 'api.faena.pe', 'a-b.c-d.example.com'],
    invalid: ['-server', 'server-', 'a..b', 'under_score.pe', ''],
  },
  path: {
    valid: ['C:\\Repositorio\\Documentos', '\\\\fileserver\\share\\docs', '/var/faena/blobs', '/'],
    invalid: ['relative/path', 'C:docs', 'C:\\bad|name', ''],
  },
  schedule: {
    valid: ['08:00', '23:59', '07:30 - 17:30', '07:30-17:30'],
    invalid: ['24:00', '7:30', '08:60', '08:00 a 17:00', ''],
  },
  ruc: {
    valid: ['20100456781', '10456789012'],
    invalid: ['2010045678', '201004567812', '2010045678A', ''],
  },
  dni: { valid: ['45678912', '00012345'], invalid: ['4567891', '456789123', '4567891A', ''] },
  email: {
    valid: ['admin@mineraandina.pe', 'j.perez+acc@correo.com.pe'],
    invalid: ['admin@', '@pe', 'admin@pe', 'a b@c.pe', 'admin@-x.pe'],
  },
};

describe('validation patterns of spec point 5', () => {
  describe.each(Object.keys(TABLE) as PatternName[])('%s', (name) => {
    it.each(TABLE[name].valid)('accepts %p', (sample) =>
      expect(PATTERNS[name].re.test(sample)).toBe(true),
    );
    it.each(TABLE[name].invalid)('refuses %p', (sample) =>
      expect(PATTERNS[name].re.test(sample)).toBe(false),
    );
    it('has a message in Spanish and English', () => {
      expect(MESSAGES_ES[PATTERNS[name].key]).toBeTruthy();
      expect(MESSAGES_EN[PATTERNS[name].key]).toBeTruthy();
    });
  });

  it('answers the pattern message for a mismatch and Required field for an empty value', () => {
    const schema = z.object({ dni: patternText('dni') });
    const issues = (v: unknown) =>
      schema.safeParse({ dni: v }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues('123')).toEqual([['dni', 'patterns:dni']]);
    expect(issues('  ')).toEqual([['dni', 'common:requiredField']]);
    expect(issues(undefined)).toEqual([['dni', 'common:requiredField']]);
    expect(MESSAGES_EN['common:requiredField']).toBe('Required field');
    expect(issues('12345678')).toBeUndefined();
  });

  it('lets an optional pattern field be empty but checks any value', () => {
    const schema = optionalPatternText('ip');
    expect(schema.safeParse('').success).toBe(true);
    expect(schema.safeParse('10.1.1.1').success).toBe(true);
    expect(schema.safeParse('10.1.1').error?.issues[0]?.message).toBe('patterns:ip');
  });
});

describe('menu order and level', () => {
  it.each([[{ order: 1, level: 2 }], [{ order: '10', level: '0' }]])('accept numbers %p', (v) =>
    expect(MenuOrderLevelSchema.safeParse(v).success).toBe(true),
  );
  it.each([
    [{ order: 'a', level: 1 }, 'order', 'patterns:menuNumeric'],
    [{ order: 1.5, level: 1 }, 'order', 'patterns:menuNumeric'],
    [{ order: 1 }, 'level', 'common:requiredField'],
    [{ order: 1, level: '' }, 'level', 'common:requiredField'],
  ])('refuse %p', (v, path, message) =>
    expect(
      MenuOrderLevelSchema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([[path, message]]),
  );
});

describe('date-range refinements', () => {
  const range = (message?: DateRangeMessage) =>
    z
      .object({ start: z.string(), end: z.string() })
      .superRefine(
        dateRangeRefinement<{ start: string; end: string }>('start', 'end', { message }),
      );
  const issue = (message: DateRangeMessage | undefined, start: string, end: string) =>
    range(message)
      .safeParse({ start, end })
      .error?.issues.map((i) => [i.path.join('.'), i.message]);

  it.each([
    [
      'startNotAfterEnd',
      'common:dateRangeStartNotAfterEnd',
      'La fecha de inicio no puede ser mayor a la fecha de fin.',
    ],
    [
      'startBeforeEnd',
      'common:dateRangeStartBeforeEnd',
      'Fecha de inicio debe ser menor a la fecha de fin.',
    ],
    [
      'endNotBeforeStart',
      'common:dateRange',
      'La fecha fin no puede ser menor que la fecha inicio.',
    ],
  ] as const)('%s refuses an end before the start with the spec message', (variant, key, text) => {
    expect(issue(variant, '2026-05-10', '2026-05-01')).toEqual([['end', key]]);
    expect(MESSAGES_ES[key]).toBe(text);
    expect(MESSAGES_EN[key]).toBeTruthy();
    expect(issue(variant, '2026-05-01', '2026-05-10')).toBeUndefined();
  });

  it('accepts equal dates except where the start must be strictly earlier', () => {
    expect(issue('startNotAfterEnd', '2026-05-01', '2026-05-01')).toBeUndefined();
    expect(issue('startBeforeEnd', '2026-05-01', '2026-05-01')).toEqual([
      ['end', 'common:dateRangeStartBeforeEnd'],
    ]);
  });

  it('leaves missing or unparseable dates to the field schemas', () => {
    expect(issue(undefined, '', '2026-05-01')).toBeUndefined();
    expect(issue(undefined, 'nope', '2026-05-01')).toBeUndefined();
  });
});
