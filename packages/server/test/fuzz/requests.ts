import fc, { type Arbitrary } from 'fast-check';
import type { z } from 'zod';
import { hostileJsonBody, hostileText, hostileValue, RawJson, toJsonText } from './hostile-values.js';
import { multipartBody, type FormPart } from './multipart-body.js';
import type { FuzzRoute, Method } from './route-catalogue.js';
import { fieldNames, plausibleValue, type IdPool } from './schema-values.js';

/** One generated request, as `app.inject` takes it (less the caller's token and address). */
export interface FuzzRequest {
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Path segments and query values no browser would send, percent-encoded or not. */
const hostileSegment = fc.oneof(
  fc.constantFrom('%00', '%ED%A0%80', '%C0%80', '%ZZ', '%', '..%2F..%2Fetc%2Fpasswd', 'NULL', '-1', '1e400', '%20'),
  hostileText.map(percentEncode),
);

/** Tokens that are not: the caller's own token, when there is one, replaces them. */
const forgedAuthorization = fc.constantFrom(
  'Bearer ',
  'Bearer null',
  'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOiJ4Iiwicm9sZSI6MX0.',
  'Bearer a.b.c',
  `Bearer ${'a'.repeat(10_000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'bearer',
);

export interface RequestOptions {
  ids: IdPool;
  /** Bytes of a real picture, for the upload forms. */
  picture: Buffer;
}

/** Requests for one route: mostly shaped like its schemas, with one thing wrong in most of them. */
export function requestsFor(route: FuzzRoute, options: RequestOptions): Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathFor(route, options.ids),
      query: queryFor(route.query, options.ids),
      body: bodyFor(route, options),
      authorization: fc.option(forgedAuthorization, { freq: 4 }),
    })
    .map(({ path, query, body, authorization }) => {
      const request: FuzzRequest = {
        method: route.method,
        url: query ? `${path}?${query}` : path,
        headers: {
          ...(body.contentType ? { 'content-type': body.contentType } : {}),
          ...(authorization ? { authorization } : {}),
        },
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      };
      return Object.assign(request, { [fc.toStringMethod]: () => shown(request) });
    });
}

/** A failing request as fast-check prints it: file contents left out, long texts cut short. */
function shown({ method, url, headers, payload }: FuzzRequest): string {
  const cut = (text: string) => {
    const short = text.replace(/(.)\1{19,}/gs, (run, char: string) => `${char}…×${run.length}`);
    return short.length > 2000 ? `${short.slice(0, 2000)}… (${text.length} characters)` : short;
  };
  const text = payload === undefined ? '' : payload.toString('utf8');
  const files = text.replace(/(filename="[^"]*"\r\nContent-Type: [^\r]*\r\n\r\n)([\s\S]*?)(\r\n--)/g, '$1<file>$3');
  return JSON.stringify(`${method} ${cut(url)} ${JSON.stringify(headers)}${text ? `\n${cut(files)}` : ''}`);
}

function pathFor(route: FuzzRoute, ids: IdPool): Arbitrary<string> {
  const segment = fc.oneof(
    { weight: 3, arbitrary: fc.nat().map((index) => ids()[index % Math.max(ids().length, 1)] ?? 'none') },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: hostileSegment },
    { weight: 1, arbitrary: fc.constantFrom('images', 'category', 'products', 'shoplinks', 'x.webp') },
  );
  return fc
    .tuple(...route.params.map(() => segment))
    .map((values) => route.params.reduce((url, name, index) => url.replace(`:${name}`, values[index]!), route.url));
}

function queryFor(schema: z.ZodType | undefined, ids: IdPool): Arbitrary<string> {
  const junk = fc.oneof(
    fc.constant(''),
    fc.tuple(fc.string({ maxLength: 8 }), hostileSegment).map(([k, v]) => `${percentEncode(k)}=${v}`),
  );
  if (!schema) return junk;
  const fields = fieldNames(schema);
  return fc.oneof(
    plausibleValue(schema, ids).map((value) => encodeQuery(value as Record<string, unknown>)),
    fc
      .tuple(plausibleValue(schema, ids), fc.constantFrom(...fields), hostileSegment)
      .map(([value, field, raw]) => `${encodeQuery(value as Record<string, unknown>)}&${field}=${raw}`),
    fc.tuple(fc.constantFrom(...fields), hostileSegment).map(([field, raw]) => `${field}=${raw}&${field}=${raw}`),
    junk,
  );
}

interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

function bodyFor(route: FuzzRoute, { ids, picture }: RequestOptions): Arbitrary<Body> {
  const fields = route.body
    ? plausibleValue(route.body.schema, ids).map((value) => value as Record<string, unknown>)
    : fc.constant({});
  const spoilt = fc
    .tuple(fields, fc.constantFrom(...(route.body ? fieldNames(route.body.schema) : ['x'])), hostileValue)
    .map(([value, field, bad]) => ({ ...value, [field]: bad }));
  const json = (value: unknown): Body => ({ contentType: 'application/json', payload: toJsonText(value) });
  const form = (value: Record<string, unknown>, parts: FormPart[] = []): Body =>
    multipartBody([...textParts(value), ...parts]);
  const image = fc.constantFrom<FormPart[]>(
    [],
    [],
    [{ name: 'image', fileName: 'photo.png', type: 'image/png', bytes: picture }],
    [{ name: 'image', fileName: 'x.png', type: 'image/png', bytes: Buffer.from('<svg onload=alert(1)>') }],
    [{ name: 'image', fileName: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) }],
    [{ name: 'other', fileName: 'a.png', type: 'image/png', bytes: picture }],
  );
  const wrongType = fc.oneof(
    fc.constantFrom<Body>(
      { contentType: 'text/plain', payload: '{"a":1}' },
      { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
      { contentType: 'application/json', payload: '' },
      { contentType: 'application/json; charset=utf-16', payload: '{}' },
      { contentType: 'multipart/form-data', payload: 'no boundary' },
      { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
      { payload: '{"a":1}' },
      {},
    ),
    hostileJsonBody.map((payload): Body => ({ contentType: 'application/json', payload })),
  );

  if (!route.body)
    return fc.oneof({ weight: 3, arbitrary: fc.constant<Body>({}) }, { weight: 1, arbitrary: wrongType });
  if (route.body.kind === 'json') {
    return fc.oneof(
      { weight: 3, arbitrary: fields.map(json) },
      { weight: 5, arbitrary: spoilt.map(json) },
      { weight: 1, arbitrary: fields.map((value) => form(value)) },
      { weight: 2, arbitrary: wrongType },
    );
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.tuple(fields, image).map(([value, parts]) => form(value, parts)) },
    { weight: 5, arbitrary: fc.tuple(spoilt, image).map(([value, parts]) => form(value, parts)) },
    { weight: 1, arbitrary: fields.map(json) },
    { weight: 2, arbitrary: wrongType },
  );
}

/** A form's text fields: what a browser would send for each value (nested values as JSON). */
function textParts(value: Record<string, unknown>): FormPart[] {
  return Object.entries(value).map(([name, field]) => ({
    name,
    text: typeof field === 'string' || field instanceof RawJson ? String(field) : toJsonText(field),
  }));
}

function encodeQuery(value: Record<string, unknown>): string {
  return Object.entries(value)
    .filter(([, field]) => field !== undefined)
    .map(([name, field]) => `${percentEncode(name)}=${percentEncode(String(field))}`)
    .join('&');
}

/** Like encodeURIComponent, but a lone surrogate goes out as U+FFFD instead of throwing. */
export function percentEncode(text: string): string {
  return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
}
