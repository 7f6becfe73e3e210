// The Lead Form tab, a dashboard panel loaded on its own (dashboard/tabs.ts).
export { default as LeadFormTab } from './lead-form-tab';
