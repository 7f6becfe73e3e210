// The Best Sellers tab, a dashboard panel loaded on its own (dashboard/tabs.ts).
export { default as BestSellersTab } from './best-sellers-tab';
