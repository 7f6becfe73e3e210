export { RouteError } from './route-error';
export { announceSessionChange, useStoredSession, type StoredSession } from './stored-session';
export * from './forms';
export { saveFile } from './save-file';
export { routerLink } from './router-link';
