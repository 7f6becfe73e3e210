import { OfflineNotice } from '../features/offline';

/** `/offline`: what the service worker answers, offline, for a page the phone has not kept. */
export function OfflinePage() {
  return <OfflineNotice />;
}
