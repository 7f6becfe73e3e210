// The header and footer around every page of the main layout.
export { SiteHeader } from './site-header';
export { SiteFooter } from './site-footer';
