// The Users tab, a dashboard panel loaded on its own (dashboard/tabs.ts).
export { default as UsersTab } from './users-tab';
