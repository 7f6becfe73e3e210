import type { RenderLink } from '@dhanya/ui';
import { createElement } from 'react';
import { Link } from 'react-router-dom';

/** The `renderLink` every story passes: react-router's Link inside the preview's MemoryRouter. */
export const routerLink: RenderLink = ({ href, ...props }) => createElement(Link, { to: href, ...props });
