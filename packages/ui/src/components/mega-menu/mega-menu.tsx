import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { renderAnchor, type RenderLink } from '../../lib/link';
import { Skeleton } from '../skeleton';
import { FeaturedProducts } from './featured-products';
import { categoryHref, type NavCategory } from './types';
import { useCloseOnScroll, useCloseOnViewportChange } from './use-close-on-scroll';

export type MegaMenuProps = Omit<
  React.ComponentProps<typeof NavigationMenu.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'children'
> & {
  categories: NavCategory[];
  /** Shows placeholder tabs while the categories load. */
  loading?: boolean;
  renderLink?: RenderLink;
  /** The `_id` of the open category ('' for none), to control the menu from outside. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** The navigation landmark's name. */
  label?: string;
  loadingLabel?: string;
  featuredLabel?: string;
  blurb?: (category: NavCategory) => string;
  viewAllLabel?: (category: NavCategory) => string;
  emptyLabel?: string;
  productsPerRow?: number;
  /** The panel lists at most this many products; "View all" leads to the rest. */
  maxProducts?: number;
  /** Scrolling more than this far from where the menu opened closes it. */
  scrollClosePx?: number;
  scrollDebounceMs?: number;
};

const defaultBlurb = (category: NavCategory) =>
  category.description?.trim() ||
  `Fresh ${category.name} from trusted farms, cleaned, packed and delivered to your door.`;

/**
 * The desktop category bar. Each tab is a link to its category page; hovering it (or ArrowDown
 * on it) opens a panel with the category's blurb and featured products. One panel is open at
 * a time, and it closes after a scroll of more than 20 px and when the window narrows to mobile.
 */
export function MegaMenu({
  categories,
  loading = false,
  renderLink = renderAnchor,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  label = 'Categories',
  loadingLabel = 'Loading categories',
  featuredLabel = 'Featured Products',
  blurb = defaultBlurb,
  viewAllLabel = (category) => `View all ${category.name}`,
  emptyLabel = 'No products in this category yet.',
  productsPerRow = 4,
  maxProducts = 8,
  scrollClosePx = 20,
  scrollDebounceMs = 200,
  className,
  ...props
}: MegaMenuProps) {
  const [innerValue, setInnerValue] = useState(defaultValue);
  const value = valueProp ?? innerValue;
  const setValue = (next: string) => {
    if (valueProp === undefined) setInnerValue(next);
    if (next !== value) onValueChange?.(next);
  };
  const close = () => setValue('');
  useCloseOnScroll({ open: value !== '', onClose: close, thresholdPx: scrollClosePx, debounceMs: scrollDebounceMs });
  useCloseOnViewportChange({ open: value !== '', onClose: close });

  // Radix toggles a panel when its trigger is clicked; our triggers are links, and a click
  // navigates, so the panel closes instead of staying open over the next page.
  const clickedTrigger = useRef(false);

  if (loading) {
    return (
      <div data-slot="mega-menu" data-state="loading" className={cn('flex items-center gap-2 py-1', className)}>
        <span role="status" className="sr-only">
          {loadingLabel}
        </span>
        {[96, 120, 80, 136, 104].map((width) => (
          <Skeleton key={width} className="h-9 rounded-card" style={{ width }} />
        ))}
      </div>
    );
  }
  if (categories.length === 0) return null;

  return (
    <NavigationMenu.Root
      data-slot="mega-menu"
      aria-label={label}
      value={value}
      onValueChange={(next) => {
        const fromClick = clickedTrigger.current;
        clickedTrigger.current = false;
        setValue(fromClick ? '' : next);
      }}
      className={cn('relative', className)}
      {...props}
    >
      <NavigationMenu.List className="flex flex-wrap items-center gap-1">
        {categories.map((category) => {
          const open = value === category._id;
          const products = (category.products ?? []).slice(0, maxProducts);
          return (
            <NavigationMenu.Item key={category._id} value={category._id}>
              <NavigationMenu.Trigger
                asChild
                onClick={() => {
                  clickedTrigger.current = true;
                  queueMicrotask(() => (clickedTrigger.current = false));
                }}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown' && !open) {
                    event.preventDefault();
                    setValue(category._id);
                  }
                }}
              >
                {renderLink({
                  href: categoryHref(category),
                  'data-slot': 'mega-menu-trigger',
                  className:
                    'group inline-flex h-11 max-w-64 items-center gap-1 rounded-card px-3 text-sm font-medium text-foreground transition-colors hover:bg-muted data-[state=open]:bg-muted data-[state=open]:text-primary',
                  title: category.name,
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
              </NavigationMenu.Trigger>
              <NavigationMenu.Content
                data-slot="mega-menu-content"
                className="absolute top-full left-0 z-40 mt-1 w-full rounded-card border border-border bg-surface shadow-xl"
              >
                <div className="grid gap-6 p-6 min-[1100px]:grid-cols-[16rem_minmax(0,1fr)]">
                  <div className="flex flex-col gap-3">
                    <h2 className="text-xl font-semibold break-words text-primary">{category.name}</h2>
                    <p className="text-sm leading-6 text-muted-foreground">{blurb(category)}</p>
                    <NavigationMenu.Link asChild>
                      {renderLink({
                        href: categoryHref(category),
                        className:
                          'mt-auto inline-flex w-fit items-center rounded-card bg-secondary px-4 py-2 text-sm font-medium text-secondary-foreground transition-colors hover:bg-secondary-hover',
                        children: viewAllLabel(category),
                      })}
                    </NavigationMenu.Link>
                  </div>
                  {products.length > 0 ? (
                    <FeaturedProducts
                      products={products}
                      caption={featuredLabel}
                      perRow={productsPerRow}
                      renderLink={renderLink}
                    />
                  ) : (
                    <p className="self-center text-sm text-muted-foreground">{emptyLabel}</p>
                  )}
                </div>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
