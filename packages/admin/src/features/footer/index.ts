// The Footer tab, a dashboard panel loaded on its own (dashboard/tabs.ts).
export { default as FooterTab } from './footer-tab';
