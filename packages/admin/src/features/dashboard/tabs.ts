import { type ComponentType, lazy } from 'react';

export type DashboardTab = { value: string; label: string; Panel: ComponentType };

/** A tab's panel: export `name` of a feature's index.ts, loaded when the tab is first shown. */
function panel<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * The dashboard's tabs, in the spec's order (ADMIN-06), then Orders (ADMIN-42), the order
 * E-mails (issue 16) and the shop's Settings. Each panel is its own chunk.
 */
export const dashboardTabs: DashboardTab[] = [
  { value: 'categories', label: 'Categories', Panel: panel(() => import('../categories'), 'CategoriesTab') },
  { value: 'specials', label: 'Specials', Panel: panel(() => import('../specials'), 'SpecialsTab') },
  { value: 'products', label: 'Products', Panel: panel(() => import('../products'), 'ProductsTab') },
  { value: 'users', label: 'Users', Panel: panel(() => import('../users'), 'UsersTab') },
  { value: 'best-sellers', label: 'Best Sellers', Panel: panel(() => import('../best-sellers'), 'BestSellersTab') },
  { value: 'footer', label: 'Footer', Panel: panel(() => import('../footer'), 'FooterTab') },
  { value: 'image-upload', label: 'Image Upload', Panel: panel(() => import('../carousel'), 'ImageUploadTab') },
  { value: 'lead-form', label: 'Lead Form', Panel: panel(() => import('../leads'), 'LeadFormTab') },
  { value: 'orders', label: 'Orders', Panel: panel(() => import('../orders'), 'OrdersTab') },
  { value: 'emails', label: 'E-mails', Panel: panel(() => import('../outbox'), 'OutboxTab') },
  { value: 'settings', label: 'Settings', Panel: panel(() => import('../settings'), 'SettingsTab') },
];
