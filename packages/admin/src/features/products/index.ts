// The Products tab, a dashboard panel loaded on its own (dashboard/tabs.ts).
export { default as ProductsTab } from './products-tab';
