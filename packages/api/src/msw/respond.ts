import { type HttpResponseResolver, HttpResponse, delay, http } from 'msw';
import type { z } from 'zod';
import { answerInLanguage, contentReading } from '../content-language';
import { isAdminRole } from '../roles';
import type { User } from '../schemas/account';
import { shopper } from './fixtures';
import { db } from './store';

/** The states every page story shows (docs/architecture.md, Storybook). */
export type MockVariant = 'populated' | 'empty' | 'slow' | 'error' | 'unauthorized';

export type MockOptions = {
  variant?: MockVariant;
  /** Prefix of every path: '' (same origin) in the browser; an origin for Node tests. */
  baseUrl?: string;
};

export const serverError = { msg: 'Something went wrong. Please try again.' };
const pleaseLogIn = { msg: 'Please log in' };

/** The error answer of the server (SERVER-43), thrown from a resolver to end it. */
export function failWith(status: number, msg: string): never {
  throw HttpResponse.json({ msg }, { status });
}

/**
 * `http.get` and friends for one handler group: paths under `baseUrl`, and the `slow`,
 * `error` and `unauthorized` variants answered before the resolver runs. `empty` is left to
 * the resolvers, which know what an empty answer of theirs looks like.
 */
export function mockRoutes({ variant = 'populated', baseUrl = '' }: MockOptions = {}) {
  async function failure() {
    if (variant === 'slow') await delay('infinite');
    if (variant === 'error') return HttpResponse.json(serverError, { status: 500 });
    if (variant === 'unauthorized') return HttpResponse.json(pleaseLogIn, { status: 401 });
    return undefined;
  }
  const on = (method: 'get' | 'post' | 'put' | 'delete') => (path: string, resolver: HttpResponseResolver) =>
    http[method](
      baseUrl + path,
      async (info) => (await failure()) ?? inAskedLanguage(info.request, await resolver(info)),
    );
  return { empty: variant === 'empty', get: on('get'), post: on('post'), put: on('put'), delete: on('delete') };
}

/**
 * The answer in the language the request asks for (`lang`), as the server's every answer is:
 * the fixtures carry their translations, and the same function the server calls picks them.
 */
async function inAskedLanguage<Answer>(request: Request, answer: Answer): Promise<Answer> {
  if (!(answer instanceof Response) || !answer.headers.get('content-type')?.includes('json')) return answer;
  const reading = contentReading(Object.fromEntries(new URL(request.url).searchParams));
  const body: unknown = await answer
    .clone()
    .json()
    .catch(() => undefined);
  if (body === undefined) return answer;
  const translated = answerInLanguage(body, reading);
  if (translated === body) return answer;
  return HttpResponse.json(translated, { status: answer.status, headers: answer.headers }) as Answer;
}

/** A path parameter as one string. */
export const param = (value: string | readonly string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** Validates with the contract's request schema; a failure answers 400 with its message. */
export function validate<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) failWith(400, parsed.error.issues[0]?.message ?? 'Invalid request');
  return parsed.data;
}

export async function jsonBody(request: Request): Promise<unknown> {
  return request.json().catch(() => failWith(400, 'Malformed JSON'));
}

/** The text fields of a multipart body, and whether it carried an image file. */
export async function formBody(request: Request) {
  const form = await request.formData().catch(() => failWith(400, 'Expected a multipart form'));
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  const image = form.get('image');
  return { fields, hasImage: typeof image === 'object' && image !== null };
}

/** The token a story stores to act as `user`; the handlers read the user back from it. */
export const mockToken = (user: Pick<User, '_id'>) => `mock-token-${user._id}`;

/**
 * The signed-in user of a request: 401 without a bearer token. A token that names no demo
 * user (any string a story stored) is the demo shopper.
 */
export function signedInUser(request: Request): User {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!token) failWith(401, pleaseLogIn.msg);
  const user = db.users.find((candidate) => mockToken(candidate) === token);
  if (user) return user;
  if (token.startsWith('mock-token-')) failWith(401, pleaseLogIn.msg);
  return db.users.find((candidate) => candidate._id === shopper._id) ?? shopper;
}

/** Admin calls: 401 without a token, 403 for a demo shopper's token (SERVER-10). */
export function requireAdmin(request: Request): void {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!token) failWith(401, pleaseLogIn.msg);
  const user = db.users.find((candidate) => mockToken(candidate) === token);
  if (user && !isAdminRole(user.role)) failWith(403, 'Admins only');
}
