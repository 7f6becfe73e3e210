import { type ComponentType, lazy } from 'react';

export type DashboardTab = { value: string; label: string; Panel: ComponentType };

/**
 * The dashboard's tabs, in the spec's order (ADMIN-06), then Orders (ADMIN-42), the order
 * E-mails (issue 16) and the shop's Settings. Each panel is its own chunk.
 */
export const dashboardTabs: DashboardTab[] = [
  { value: 'categories', label: 'Categories', Panel: lazy(() => import('../categories/categories-tab')) },
  { value: 'specials', label: 'Specials', Panel: lazy(() => import('../specials/specials-tab')) },
  { value: 'products', label: 'Products', Panel: lazy(() => import('../products/products-tab')) },
  { value: 'users', label: 'Users', Panel: lazy(() => import('../users/users-tab')) },
  { value: 'best-sellers', label: 'Best Sellers', Panel: lazy(() => import('../best-sellers/best-sellers-tab')) },
  { value: 'footer', label: 'Footer', Panel: lazy(() => import('../footer/footer-tab')) },
  { value: 'image-upload', label: 'Image Upload', Panel: lazy(() => import('../carousel/image-upload-tab')) },
  { value: 'lead-form', label: 'Lead Form', Panel: lazy(() => import('../leads/lead-form-tab')) },
  { value: 'orders', label: 'Orders', Panel: lazy(() => import('../orders/orders-tab')) },
  { value: 'emails', label: 'E-mails', Panel: lazy(() => import('../outbox/outbox-tab')) },
  { value: 'settings', label: 'Settings', Panel: lazy(() => import('../settings/settings-tab')) },
];
