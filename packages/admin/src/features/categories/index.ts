// The Categories tab, a dashboard panel loaded on its own (dashboard/tabs.ts).
export { default as CategoriesTab } from './categories-tab';
