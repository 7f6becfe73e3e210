import type { RenderLink } from '@dhanya/ui';
import { createElement } from 'react';
import { Link } from 'react-router-dom';

/** The `renderLink` every story passes: react-router's Link inside the preview's MemoryRouter. */
export const routerLink: RenderLink = ({ href, ...props }) => createElement(Link, { to: href, ...props });

/**
 * The demo shop's paths, passed to the link props of components that link to products and
 * categories (`productHref`, `categoryHref`): the library itself knows no paths.
 */
export const productHref = (product: { _id: string }) => `/product/${product._id}`;
export const categoryHref = (category: { _id: string }) => `/categories/${category._id}`;
