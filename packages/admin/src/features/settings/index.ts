// The Settings tab, a dashboard panel loaded on its own (dashboard/tabs.ts).
export { default as SettingsTab } from './settings-tab';
