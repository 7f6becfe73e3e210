import {
  carouselImageFormSchema,
  categoryFormSchema,
  paths,
  productFormSchema,
  shopLinkFormSchema,
} from '@dhanya/api/contract';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import type { App } from '../../src/app.js';
import type { ServerModule } from '../../src/server-types.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What the fuzzer knows of one route: enough to make requests that reach its checks. */
export interface FuzzRoute {
  method: Method;
  /** The route pattern, `/api/product/:id`. */
  url: string;
  params: string[];
  query?: z.ZodType | undefined;
  body?: { kind: 'json' | 'multipart'; schema: z.ZodType } | undefined;
}

/**
 * The admin forms are multipart and read inside the handler, so their schemas are not in
 * the route options: named here. A new upload route fails the catalogue until it is added.
 */
const multipartForms: Record<string, z.ZodType> = {
  [`POST ${paths.addCategory}`]: categoryFormSchema,
  [`PUT ${paths.updateCategory.route}`]: categoryFormSchema,
  [`POST ${paths.addProduct}`]: productFormSchema,
  [`PUT ${paths.updateProduct.route}`]: productFormSchema,
  [`POST ${paths.addShopLink}`]: shopLinkFormSchema,
  [`PUT ${paths.updateShopLink.route}`]: shopLinkFormSchema,
  [`POST ${paths.addCarouselImage}`]: carouselImageFormSchema,
  [`PUT ${paths.updateCarouselImage.route}`]: carouselImageFormSchema,
};

/**
 * Writes that read their body raw, so no schema is in their options: modelled here. Razorpay's
 * webhook (issue 15) checks a signature over the bytes before it reads any.
 */
const rawJsonBodies: Record<string, z.ZodType> = {
  [`POST ${paths.razorpayWebhook}`]: z.object({
    event: z.string(),
    payload: z.record(z.string(), z.unknown()),
  }),
};

/** Writes that take no body at all. */
const bodiless = new Set([
  `POST ${paths.logout}`,
  `POST ${paths.retryOutboxMessage.route}`,
  `POST ${paths.cancelMyOrder.route}`,
  `POST ${paths.resendVerification}`,
]);

export type RecordedSchemas = Map<string, FastifySchema | undefined>;

/**
 * A module to put first in `createTestApp({ modules })`: it sees every module route as it is
 * registered, with its zod schemas. Skipping encapsulation puts its hook on the root.
 */
export function recordRouteSchemas(recorded: RecordedSchemas): ServerModule {
  const recorder: ServerModule = async (app) => {
    app.addHook('onRoute', ({ method, url, schema }) => {
      for (const one of [method].flat()) recorded.set(`${one} ${url}`, schema);
    });
  };
  return Object.assign(recorder, { [Symbol.for('skip-override')]: true });
}

/**
 * Every route the app serves (HEAD aside: Fastify answers it with the GET handler), with
 * the schemas recorded for it; `gaps` names what the fuzzer cannot cover: a write with no
 * model of its body, a path of the contract that the server does not serve.
 */
export function routeCatalogue(app: App, recorded: RecordedSchemas): { routes: FuzzRoute[]; gaps: string[] } {
  const served = servedRoutes(app);
  const gaps = contractRoutes()
    .filter((url) => !served.some((route) => route.url === url))
    .map((url) => `the contract's ${url} is not served`);

  const routes = served.map(({ method, url }): FuzzRoute => {
    const key = `${method} ${url}`;
    const schema = recorded.get(key);
    const params = [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const query = schema?.querystring as z.ZodType | undefined;
    const form = multipartForms[key];
    const json = (schema?.body as z.ZodType | undefined) ?? rawJsonBodies[key];
    const body = form ? { kind: 'multipart' as const, schema: form } : json && { kind: 'json' as const, schema: json };
    if (!body && (method === 'POST' || method === 'PUT') && !bodiless.has(key)) gaps.push(`${key} has no body model`);
    return { method, url, params, query, body };
  });
  // Deletes last, so the rows the other routes are fuzzed with are still there.
  return { routes: routes.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE')), gaps };
}

/** The route patterns of `@dhanya/api`'s `paths`. */
function contractRoutes(): string[] {
  return Object.entries(paths).flatMap(([name, value]) => {
    if (typeof value === 'string') return [value];
    if ('route' in value) return [value.route];
    if (name === 'upload') return ['/uploads/:kind/:file'];
    throw new Error(`paths.${name}: neither a path nor a route; teach route-catalogue.ts about it`);
  });
}

/** `app.printRoutes()`'s tree, flattened to one entry per method and full path. */
function servedRoutes(app: App): { method: Method; url: string }[] {
  const routes: { method: Method; url: string }[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = url;
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD') routes.push({ method: method as Method, url });
    }
  }
  if (routes.length === 0) throw new Error('printRoutes gave no routes: has its format changed?');
  return routes;
}
