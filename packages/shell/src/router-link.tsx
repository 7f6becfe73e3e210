import type { RenderLink } from '@dhanya/ui';
import { Link } from 'react-router-dom';

/** The `renderLink` both apps give @dhanya/ui's DhanyaProvider: client-side navigation through react-router. */
export const routerLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;
