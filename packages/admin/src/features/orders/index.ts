// The Orders tab, a dashboard panel loaded on its own (dashboard/tabs.ts).
export { default as OrdersTab } from './orders-tab';
