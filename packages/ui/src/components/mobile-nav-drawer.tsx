import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown, Home, ShoppingCart, User } from 'lucide-react';
import { cn } from '../lib/cn';
import { type DeferredDialogPanelProps, returnFocusTo } from '../lib/deferred-dialog';
import type { RenderLink } from '../lib/link';
import type { NavCategory, NavHrefs } from './mega-menu/types';
import { useLabels } from '../provider/dhanya-provider';
import type { MobileNavLabels, MobileNavProps } from './mobile-nav';
import { LanguageSwitch } from './language-switch';
import { SearchBox } from './search-box/search-box';
import { Sheet, SheetContent, SheetTitle } from './sheet';
import { Skeleton } from './skeleton';

type MobileNavDrawerProps = DeferredDialogPanelProps &
  Omit<MobileNavProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'className' | 'renderLink' | 'shopName'> & {
    renderLink: RenderLink;
    shopName: string;
  };

const defaultMobileNavDrawerLabels: Omit<MobileNavLabels, 'openMenu'> = {
  closeMenu: 'Close menu',
  nav: 'Menu',
  home: 'Home',
  categories: 'Categories',
  cart: 'My Cart',
  profile: 'My Profile',
  loading: 'Loading categories',
  viewAll: (category) => `View all ${category.name}`,
};

const rowClassName =
  'flex min-h-11 w-full items-center gap-3 rounded-card px-3 text-left text-sm font-medium text-foreground transition-colors hover:bg-muted';

/** The drawer behind MobileNav. */
export function MobileNavDrawer({
  open,
  onOpenChange: setOpen,
  contentId,
  openerRef,
  categories,
  loading = false,
  search,
  languages,
  renderLink,
  productHref,
  categoryHref,
  homeHref = '/',
  cartHref = '/cart',
  profileHref = '/profile',
  shopName,
  labels: labelOverrides,
}: MobileNavDrawerProps) {
  const labels = useLabels('MobileNav', defaultMobileNavDrawerLabels, labelOverrides);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        id={contentId}
        data-slot="mobile-nav"
        side="left"
        labels={{ close: labels.closeMenu }}
        aria-describedby={undefined}
        className="gap-0 p-0"
        onCloseAutoFocus={returnFocusTo(openerRef)}
        // Any followed link (a plain click, or Enter on a search suggestion) leaves the drawer.
        onClick={(event) => {
          const link = (event.target as Element).closest('a[href]');
          if (link && !event.metaKey && !event.ctrlKey && !event.shiftKey) setOpen(false);
        }}
        // Escape in an open suggestion list closes the list, not the drawer.
        onEscapeKeyDown={(event) => {
          const target = event.target as Element | null;
          if (target?.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true') {
            event.preventDefault();
          }
        }}
      >
        <div className="flex min-h-16 items-center border-b border-border py-3 pr-16 pl-5">
          <SheetTitle className="truncate text-lg font-semibold text-primary">{shopName}</SheetTitle>
        </div>
        {search && (
          <div className="border-b border-border px-4 py-4">
            <SearchBox {...search} renderLink={renderLink} productHref={productHref} />
          </div>
        )}
        <nav aria-label={labels.nav} className="flex-1 px-2 py-3">
          <ul className="flex flex-col gap-0.5">
            <li>
              {renderLink({
                href: homeHref,
                className: rowClassName,
                children: (
                  <>
                    <Home aria-hidden className="size-5 text-muted-foreground" />
                    {labels.home}
                  </>
                ),
              })}
            </li>
            <li className="mt-3 px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {labels.categories}
            </li>
            {loading ? (
              <li>
                <span role="status" className="sr-only">
                  {labels.loading}
                </span>
                {[0, 1, 2, 3].map((row) => (
                  <Skeleton key={row} className="mx-3 my-2 h-7" />
                ))}
              </li>
            ) : (
              categories.map((category) => (
                <li key={category._id}>
                  <CategoryDisclosure
                    category={category}
                    renderLink={renderLink}
                    productHref={productHref}
                    categoryHref={categoryHref}
                    viewAllLabel={labels.viewAll(category)}
                  />
                </li>
              ))
            )}
            <li className="mt-3 border-t border-border pt-3">
              {renderLink({
                href: cartHref,
                className: rowClassName,
                children: (
                  <>
                    <ShoppingCart aria-hidden className="size-5 text-muted-foreground" />
                    {labels.cart}
                  </>
                ),
              })}
            </li>
            <li>
              {renderLink({
                href: profileHref,
                className: rowClassName,
                children: (
                  <>
                    <User aria-hidden className="size-5 text-muted-foreground" />
                    {labels.profile}
                  </>
                ),
              })}
            </li>
          </ul>
        </nav>
        {languages && languages.length > 1 && (
          <div className="border-t border-border px-5 py-4">
            <LanguageSwitch languages={languages} />
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}

function CategoryDisclosure({
  category,
  renderLink,
  productHref,
  categoryHref,
  viewAllLabel,
}: NavHrefs & {
  category: NavCategory;
  renderLink: RenderLink;
  viewAllLabel: string;
}) {
  const products = category.products ?? [];
  return (
    <Collapsible.Root data-slot="mobile-nav-category">
      <Collapsible.Trigger className={cn(rowClassName, 'group cursor-pointer justify-between')}>
        <span className="min-w-0 break-words">{category.name}</span>
        <ChevronDown
          aria-hidden
          className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
        />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ul className="ml-3 flex flex-col gap-0.5 border-l-2 border-border py-1 pl-2">
          {products.map((product) => (
            <li key={product._id}>
              {renderLink({
                href: productHref(product),
                className: cn(rowClassName, 'font-normal'),
                children: <span className="line-clamp-2">{product.title}</span>,
              })}
            </li>
          ))}
          <li>
            {renderLink({
              href: categoryHref(category),
              className: cn(rowClassName, 'text-primary underline-offset-4 hover:underline'),
              children: viewAllLabel,
            })}
          </li>
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
