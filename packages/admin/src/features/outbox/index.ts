// The E-mails tab (the order e-mails' outbox), a dashboard panel loaded on its own (dashboard/tabs.ts).
export { default as OutboxTab } from './outbox-tab';
