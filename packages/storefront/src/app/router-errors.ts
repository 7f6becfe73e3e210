import { UNSAFE_ErrorResponseImpl as ErrorResponse, isRouteErrorResponse } from 'react-router-dom';

type SerializedError = { status: number; statusText: string };

/**
 * The router's errors by route id, as plain JSON for the page (the router's own hydration
 * script is inline JavaScript, which the shop's Content-Security-Policy forbids). Only
 * error responses (a 404) are kept: any other error was logged on the server and is not
 * shown to the shopper in detail.
 */
export function serializeRouterErrors(errors: Record<string, unknown> | null): Record<string, SerializedError> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      isRouteErrorResponse(error)
        ? { status: error.status, statusText: error.statusText }
        : { status: 500, statusText: '' },
    ]),
  );
}

/** The router's `hydrationData.errors` again, in the browser. */
export function deserializeRouterErrors(errors: Record<string, SerializedError> | null) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, { status, statusText }]) => [
      routeId,
      new ErrorResponse(status, statusText, null),
    ]),
  );
}
