import fc, { type Arbitrary } from 'fast-check';

/** JSON text sent as it is: numbers JSON.stringify cannot write, nesting too deep to build. */
export class RawJson {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/** JSON text of a value that may hold `RawJson` parts. */
export function toJsonText(value: unknown): string {
  const raw: string[] = [];
  const text = JSON.stringify(value, (_key, part: unknown) => {
    if (!(part instanceof RawJson)) return part;
    raw.push(part.text);
    return `\u0001raw:${raw.length - 1}\u0001`;
  });
  return text.replace(/"\\u0001raw:(\d+)\\u0001"/g, (_match, index: string) => raw[Number(index)]!);
}

const fourHundredDigits = '9'.repeat(400);
const deeplyNested = (depth: number) => new RawJson('['.repeat(depth) + ']'.repeat(depth));

/** Text a browser form would never send, or not at this length. */
export const hostileText: Arbitrary<string> = fc.oneof(
  // What PostgreSQL cannot store in text, or JSON carries but UTF-8 cannot: the commonest 500s.
  { weight: 3, arbitrary: fc.constantFrom('\u0000', 'Rice\u0000', '\ud800x', 'x\udfff', '\udc00\ud800') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      fourHundredDigits,
      `${fourHundredDigits}.99`,
      '1e308',
      '-0',
      'NaN',
      'Infinity',
      '0x10',
      '12.345',
      '-1',
      '2147483648',
      '9007199254740993',
      '-271821-04-20T00:00:00.000Z',
      '+275760-09-13T00:00:00.000Z',
      '0001-01-01',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%00', "' OR 1=1 --", '\\', '\u202e\u0007\u001b[0m', ' \t\n ', '', '__proto__'),
  },
  { weight: 1, arbitrary: fc.constantFrom(201, 255, 5001, 50_001, 200_000).map((length) => 'a'.repeat(length)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

/** Numbers at and past the edges of every range, as JSON literals. */
const hostileNumber: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 0.001, 2147483648, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e21),
  fc
    .constantFrom(fourHundredDigits, `-${fourHundredDigits}`, '1e308', '-1e308', '1e400', '-0', '1e-400', '0.0')
    .map((literal) => new RawJson(literal)),
  fc.double(),
);

/** Anything at all in place of a field's value. */
export const hostileValue: Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, true, false, [], {}, ['x'], { x: 1 }, [null], deeplyNested(64)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      new RawJson('{"__proto__":{"role":1,"isAdmin":true}}'),
      new RawJson('{"constructor":{"prototype":{"role":1}}}'),
    ),
  },
);

/** A whole JSON body that is not an object of fields. */
export const hostileJsonBody: Arbitrary<string> = fc.constantFrom(
  '',
  'null',
  '[]',
  '"text"',
  '42',
  '{',
  '{"a":1,}',
  '\u0000',
  '{"__proto__":{"role":1}}',
  '{"constructor":{"prototype":{"role":1}}}',
  deeplyNested(100_000).text,
  `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
  `[${'1,'.repeat(100_000)}1]`,
);
