// The dashboard page: its frame and its tabs.
export { AdminShell } from './admin-shell';
export { DashboardTabs } from './dashboard-tabs';
