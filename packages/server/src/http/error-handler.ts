import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, genericErrorMessage, HttpError } from './errors.js';

const friendlyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
};

/** Every error becomes `{ msg }` with a fitting status; a 500 never shows its cause (SERVER-43). */
export function installErrorHandling(
  app: FastifyInstance,
  servePage: (request: FastifyRequest, reply: FastifyReply) => boolean = () => false,
): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    const { statusCode, msg } = describe(error);
    if (error instanceof HttpError && error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ statusCode, msg }, 'request refused');
    }
    return reply.code(statusCode).send(errorBody(request, msg));
  });

  // Paths outside the API may be pages of a built front end (history fallback).
  app.setNotFoundHandler((request, reply) => {
    if (servePage(request, reply)) return reply;
    return reply.code(404).send(errorBody(request, 'Not found'));
  });
}

/** For errors raised before routing (a malformed URL): Fastify's `frameworkErrors` option. */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.code(400).send(errorBody(request, 'Bad request'));
}

function describe(error: unknown): { statusCode: number; msg: string } {
  if (typeof error !== 'object' || error === null) return { statusCode: 500, msg: genericErrorMessage };
  if (error instanceof HttpError) return { statusCode: error.statusCode, msg: error.message };

  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path parameter that cannot be an id names nothing that exists (SERVER-16).
    if (error.validationContext === 'params') return { statusCode: 404, msg: 'Not found' };
    const [first] = error.validation;
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const problem = first?.message ?? 'Invalid input';
    return { statusCode: 400, msg: field ? `${field}: ${problem}` : problem };
  }

  const { statusCode, code, message } = error as Partial<FastifyError>;
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return { statusCode, msg: friendlyMessages[code ?? ''] ?? message ?? 'Bad request' };
  }
  return { statusCode: 500, msg: genericErrorMessage };
}
