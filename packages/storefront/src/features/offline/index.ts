// What the shop shows without the network: the page the service worker serves for a page it
// cannot open, and the banner every page shows while offline.
export { OfflineBanner } from './offline-banner';
export { OfflineNotice } from './offline-notice';
