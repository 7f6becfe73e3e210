/**
 * What a `renderLink` prop receives: an href plus anything an anchor takes (class, click
 * handler, ARIA attributes, role). An implementation must pass every prop on to the element
 * it renders, and that element must accept a ref, e.g. for react-router:
 *   `({ href, ...props }) => <Link to={href} {...props} />`
 * It accepts the same functions as ProductCard's `RenderLink` (those props are a subset).
 */
export type LinkRenderProps = Omit<React.ComponentProps<'a'>, 'href' | 'children'> & {
  /** Where the link leads. */
  href: string;
  /** The link's content. */
  children: React.ReactNode;
  /** Which part of a component the link is, e.g. `product-card-link`; pass it on to the element. */
  'data-slot'?: string | undefined;
  /** The link's state where it has one (a mega-menu tab's `open` or `closed`); pass it on to the element. */
  'data-state'?: string | undefined;
};
export type RenderLink = (props: LinkRenderProps) => React.ReactNode;

/** The default: a plain anchor, which reloads the page on navigation. */
export const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;

/**
 * True for a click the page may take over (plain left click). Clicks with a modifier or
 * another button keep the browser's meaning: open in a new tab or window.
 */
export function isPlainLeftClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
