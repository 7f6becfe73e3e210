// The Specials tab, a dashboard panel loaded on its own (dashboard/tabs.ts).
export { default as SpecialsTab } from './specials-tab';
