import type { FastifyRequest } from 'fastify';

/**
 * Throw from a handler or a service to answer `{ msg }` with that status:
 * `throw new HttpError(409, 'A category with that name already exists')`.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent as `Retry-After` (a 429 or 503 says when to come back). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error answers of this route carry their text in `message` as well as `msg`. */
    errorsCarryMessage?: boolean;
  }
}

/**
 * Route config for the two calls whose clients read `message` (SERVER-43):
 * `app.put('/api/user/profile', { config: errorsCarryMessage, ... }, handler)`.
 */
export const errorsCarryMessage = { errorsCarryMessage: true } as const;

export const genericErrorMessage = 'Something went wrong. Please try again.';

/** How long a 429 asks the client to wait, as a shopper reads it: "15 minutes", "4 hours". */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes > 90) return `${Math.ceil(minutes / 60)} hours`;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export interface ErrorBody {
  msg: string;
  message?: string;
}

/** The one error shape of the API. */
export function errorBody(request: FastifyRequest, msg: string): ErrorBody {
  return request.routeOptions.config?.errorsCarryMessage ? { msg, message: msg } : { msg };
}
