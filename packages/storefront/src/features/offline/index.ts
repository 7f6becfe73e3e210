// The page the service worker shows for a page it cannot open offline.
export { OfflineNotice } from './offline-notice';
