import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { deferredPart, preload, useDeferredPart } from '../../lib/deferred-part';
import { isPlainLeftClick, type RenderLink } from '../../lib/link';
import { useLabels, useRenderLink } from '../../provider/dhanya-provider';
import { useControllableState } from '../../lib/use-controllable-state';
import { Skeleton } from '../skeleton';
import { linksIn, moveFocusAmong } from './focus-group';
import type { NavCategory, NavHrefs } from './types';
import { useCloseOnScroll, useCloseOnViewportChange } from './use-close-on-scroll';
import { useDismiss } from './use-dismiss';
import { useHoverOpen } from './use-hover-open';
import type { LabelOverrides } from '../../lib/labels';

export type MegaMenuProps = Omit<React.ComponentProps<'nav'>, 'children' | 'defaultValue'> &
  NavHrefs & {
    /** The categories, one tab each, with the products their panels show; none renders nothing. */
    categories: NavCategory[];
    /** Shows placeholder tabs while the categories load. */
    loading?: boolean | undefined;
    /** How its links are rendered, e.g. with a router's `Link`; by default the DhanyaProvider's, else a plain `<a>`. */
    renderLink?: RenderLink | undefined;
    /** The `_id` of the open category ('' for none), to control the menu from outside. */
    value?: string | undefined;
    /** The `_id` of the category open at first, when `value` is not controlled; none by default. */
    defaultValue?: string | undefined;
    /** Called with the `_id` of the category that opens, or '' when the menu closes. */
    onValueChange?: ((value: string) => void) | undefined;
    /** The navigation landmark's name. */
    label?: string | undefined;
    /** Its texts, each defaulting to the spec's. */
    labels?: LabelOverrides<MegaMenuLabels> | undefined;
    /** How many featured products a row of a panel holds. Default 4. */
    productsPerRow?: number | undefined;
    /** The panel lists at most this many products; "View all" leads to the rest. */
    maxProducts?: number | undefined;
    /** Scrolling more than this far from where the menu opened closes it. */
    scrollClosePx?: number | undefined;
    /** A burst of scroll events is measured once, this long (ms) after the last. Default 200. */
    scrollDebounceMs?: number | undefined;
    /** Hovering a tab opens its panel after this long while no panel is open. */
    delayDuration?: number | undefined;
    /** Within this long of a panel closing, hovering a tab opens it at once. */
    skipDelayDuration?: number | undefined;
  };

export type MegaMenuLabels = {
  /** The navigation's accessible name, when no `label` is given. */
  label: string;
  /** Announced while the categories load. */
  loading: string;
  /** The caption of a panel's products. */
  featured: string;
  /** A panel's text under the category's name. */
  blurb: (category: NavCategory) => string;
  /** The panel's link to the whole category. */
  viewAll: (category: NavCategory) => string;
  /** A panel without products. */
  empty: string;
  /** Before the price of a product sold in several packs: "from ₹189.00". */
  priceFrom: string;
};

// The panel's own texts are defaulted in the panel, which is fetched on first use.
const defaultLabels: Pick<MegaMenuLabels, 'label' | 'loading'> = { label: 'Categories', loading: 'Loading categories' };

// The panels' code is fetched when the pointer or focus first comes to the menu.
const panelPart = deferredPart(() => import('./mega-menu-panel'));

/** The tabs of the bar a tab is in, in order. */
const tabsBeside = (tab: Element) => [
  ...(tab.closest('ul')?.querySelectorAll<HTMLElement>('[data-slot="mega-menu-trigger"]') ?? []),
];

/**
 * The desktop category bar. Each tab is a link to its category page; hovering it (or ArrowDown
 * on it) opens a panel with the category's blurb and featured products. One panel is open at
 * a time, and it closes after a scroll of more than 20 px and when the window narrows to mobile.
 * The bar is plain links (it renders on the server); the panels are fetched on first use.
 */
export function MegaMenu({
  categories,
  loading = false,
  renderLink: ownRenderLink,
  productHref,
  categoryHref,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  label: ownLabel,
  labels,
  productsPerRow = 4,
  maxProducts = 8,
  scrollClosePx = 20,
  scrollDebounceMs = 200,
  delayDuration = 200,
  skipDelayDuration = 300,
  className,
  onPointerEnter,
  onFocus,
  ...props
}: MegaMenuProps) {
  const renderLink = useRenderLink(ownRenderLink);
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const open = value !== '';
  const hover = useHoverOpen({
    value,
    setValue,
    delayMs: delayDuration,
    skipDelayMs: skipDelayDuration,
    closeDelayMs: 150,
  });
  // The tab the pointer has opened (or that a click or Escape closed) since it came onto it:
  // moving on it does not open it again until the pointer leaves and comes back.
  const [openedByPointer, setOpenedByPointer] = useState('');
  const close = () => {
    hover.cancel();
    setValue('');
  };
  const baseId = useId();
  const triggerIdOf = (item: string) => `${baseId}-trigger-${item}`;
  const contentIdOf = (item: string) => `${baseId}-content-${item}`;
  useCloseOnScroll({ open, onClose: close, thresholdPx: scrollClosePx, debounceMs: scrollDebounceMs });
  useCloseOnViewportChange({ open, onClose: close });
  useDismiss({
    open,
    container: () => document.getElementById(triggerIdOf(value))?.closest('li'),
    menu: () => document.getElementById(triggerIdOf(value))?.closest('nav'),
    onDismiss: close,
    onEscape: () => {
      setOpenedByPointer(value);
      document.getElementById(triggerIdOf(value))?.focus();
      close();
    },
  });
  const panel = useDeferredPart(panelPart, open);
  const texts = useLabels('MegaMenu', defaultLabels, labels);

  if (loading) {
    return (
      <div data-slot="mega-menu" data-state="loading" className={cn('flex items-center gap-2 py-1', className)}>
        <span role="status" className="sr-only">
          {texts.loading}
        </span>
        {[96, 120, 80, 136, 104].map((width) => (
          <Skeleton key={width} className="h-9 rounded-card" style={{ width }} />
        ))}
      </div>
    );
  }
  if (categories.length === 0) return null;

  return (
    <nav
      data-slot="mega-menu"
      aria-label={ownLabel ?? texts.label}
      className={cn('relative', className)}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        preload(panelPart);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preload(panelPart);
      }}
      {...props}
    >
      <ul className="flex flex-wrap items-center gap-1">
        {categories.map((category) => {
          const isOpen = value === category._id;
          const state = isOpen ? 'open' : 'closed';
          const triggerId = triggerIdOf(category._id);
          const contentId = contentIdOf(category._id);
          return (
            <li key={category._id} data-slot="mega-menu-item" data-state={state}>
              {renderLink({
                href: categoryHref(category),
                id: triggerId,
                'data-slot': 'mega-menu-trigger',
                'data-state': state,
                'aria-expanded': isOpen,
                'aria-controls': contentId,
                className:
                  'group inline-flex h-11 max-w-64 items-center gap-1 rounded-card px-3 text-sm font-medium text-foreground transition-colors hover:bg-muted data-[state=open]:bg-muted data-[state=open]:text-primary',
                title: category.name,
                onPointerEnter: () => setOpenedByPointer(''),
                onPointerMove: (event) => {
                  if (event.pointerType !== 'mouse' || openedByPointer === category._id) return;
                  setOpenedByPointer(category._id);
                  hover.enterTab(category._id);
                },
                onPointerLeave: (event) => {
                  if (event.pointerType !== 'mouse') return;
                  setOpenedByPointer('');
                  hover.leaveTab();
                },
                // A tab is a link: following it closes the panel instead of leaving it open
                // over the next page.
                onClick: () => {
                  setOpenedByPointer(category._id);
                  close();
                },
                onKeyDown: (event) => {
                  if (event.key === 'ArrowDown' && !isOpen) {
                    event.preventDefault();
                    hover.cancel();
                    setValue(category._id);
                  } else if (event.key === 'ArrowDown' && isOpen) {
                    event.preventDefault();
                    const content = document.getElementById(contentId);
                    if (content) linksIn(content)[0]?.focus();
                  } else if (moveFocusAmong(tabsBeside(event.currentTarget), event.currentTarget, event.key)) {
                    event.preventDefault();
                  }
                },
                children: (
                  <>
                    <span className="truncate">{category.name}</span>
                    <ChevronDown
                      aria-hidden
                      className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                    />
                  </>
                ),
              })}
              {isOpen && panel && (
                // Only delegates what the links inside it do, as Radix's content layer did.
                // eslint-disable-next-line jsx-a11y/no-static-element-interactions
                <div
                  id={contentId}
                  aria-labelledby={triggerId}
                  data-slot="mega-menu-content"
                  data-state="open"
                  className="absolute top-full left-0 z-40 mt-1 w-full rounded-card border border-border bg-surface shadow-xl"
                  onPointerEnter={hover.enterPanel}
                  onPointerLeave={(event) => {
                    if (event.pointerType === 'mouse') hover.leavePanel();
                  }}
                  onClick={(event) => {
                    if ((event.target as Element).closest('a[href]') && isPlainLeftClick(event)) close();
                  }}
                  onKeyDown={(event) => {
                    if (moveFocusAmong(linksIn(event.currentTarget), event.target as Element, event.key)) {
                      event.preventDefault();
                    }
                  }}
                >
                  <panel.MegaMenuPanel
                    category={category}
                    labels={labels}
                    productsPerRow={productsPerRow}
                    maxProducts={maxProducts}
                    renderLink={renderLink}
                    productHref={productHref}
                    categoryHref={categoryHref}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
