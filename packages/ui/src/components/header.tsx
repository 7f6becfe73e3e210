import { ShoppingCart, User, Wheat } from 'lucide-react';
import { cn } from '../lib/cn';
import { useLabels, useRenderLink } from '../provider/dhanya-provider';
import type { LinkRenderProps, RenderLink } from '../lib/link';
import { buttonVariants } from './button';
import { type LanguageOption, LanguageSwitch } from './language-switch';
import { MegaMenu, type MegaMenuProps } from './mega-menu/mega-menu';
import type { NavCategory, NavHrefs } from './mega-menu/types';
import { MobileNav, type MobileNavProps } from './mobile-nav';
import { SearchBox, type SearchBoxProps } from './search-box/search-box';
import { Tooltip, TooltipProvider } from './tooltip';
import type { LabelOverrides } from '../lib/labels';

export type HeaderProps = Omit<React.ComponentProps<'header'>, 'children'> &
  NavHrefs & {
    /** Categories with their products: the desktop tabs and mega-menu, and the mobile drawer. */
    categories: NavCategory[];
    /** Shows placeholders in the category bar and the drawer while the categories load. Default `false`. */
    categoriesLoading?: boolean | undefined;
    /** The shop's languages, this page in each: a switcher in the header (desktop) and the drawer. */
    languages?: LanguageOption[] | undefined;
    /** Shared by the desktop search box and the drawer's; without it neither is shown. */
    search?: Omit<SearchBoxProps, 'renderLink' | 'productHref'> | undefined;
    /** How its links are rendered, e.g. with a router's `Link`; by default the DhanyaProvider's, else a plain `<a>`. */
    renderLink?: RenderLink | undefined;
    /** Where the logo, the cart and the profile links lead (also the drawer's rows). */
    homeHref?: string | undefined;
    /** Where the cart icon and the drawer's My Cart row lead. Default `/cart`. */
    cartHref?: string | undefined;
    /** Where the profile icon and the drawer's My Profile row lead. Default `/profile`. */
    profileHref?: string | undefined;
    /** Shown as a badge on the cart icon when above zero. */
    cartCount?: number | undefined;
    /** The name beside the logo (it names the home link) and the drawer's title. Default "Dhanya". */
    shopName?: string | undefined;
    /** The logo mark beside the shop name; decorative, since the name labels the link. */
    logo?: React.ReactNode | undefined;
    /** Its texts, each defaulting to the spec's (the menu's and drawer's go in their props). */
    labels?: LabelOverrides<HeaderLabels> | undefined;
    /** Extra props for the desktop mega-menu and the mobile drawer (labels, limits). */
    megaMenuProps?: Partial<Omit<MegaMenuProps, 'categories' | 'loading' | 'renderLink' | keyof NavHrefs>> | undefined;
    /** Extra props for the mobile menu button and drawer (labels, open state, button classes). */
    mobileNavProps?:
      | Partial<
          Omit<
            MobileNavProps,
            | 'categories'
            | 'loading'
            | 'renderLink'
            | 'search'
            | 'languages'
            | 'shopName'
            | 'homeHref'
            | 'cartHref'
            | 'profileHref'
            | keyof NavHrefs
          >
        >
      | undefined;
  };

export type HeaderLabels = {
  /** The cart link's name and tooltip. */
  cart: string;
  /** The profile link's name and tooltip. */
  profile: string;
  /** Completes the cart link's name, "My Cart, 3 items"; `shown` is the badge text ("99+"). */
  cartCount: (count: number, shown: string) => string;
};

const defaultLabels: HeaderLabels = {
  cart: 'My Cart',
  profile: 'Profile',
  cartCount: (count, shown) => `${shown} ${count === 1 ? 'item' : 'items'}`,
};

/** An icon-only link with a tooltip, styled like a ghost icon button. */
function IconLink({
  tooltip,
  renderLink,
  className,
  ...link
}: LinkRenderProps & { tooltip: string; renderLink: RenderLink }) {
  const element = renderLink({ ...link, className: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), className) });
  // The tooltip attaches to the one element a renderLink returns (see RenderLink).
  return <Tooltip content={tooltip}>{element as React.ReactElement}</Tooltip>;
}

const defaultLogo = (
  <span className="flex size-10 items-center justify-center rounded-full bg-primary text-secondary">
    <Wheat className="size-6" strokeWidth={2} />
  </span>
);

/**
 * The storefront header: logo, search, cart and profile links, and the category bar with its
 * mega-menu from 900 px up; below 900 px a menu button opens the drawer, which holds search.
 */
export function Header({
  categories,
  categoriesLoading = false,
  search,
  languages,
  renderLink: ownRenderLink,
  productHref,
  categoryHref,
  homeHref = '/',
  cartHref = '/cart',
  profileHref = '/profile',
  cartCount = 0,
  shopName = 'Dhanya',
  logo = defaultLogo,
  labels: labelOverrides,
  megaMenuProps,
  mobileNavProps,
  className,
  ...props
}: HeaderProps) {
  const renderLink = useRenderLink(ownRenderLink);
  const labels = useLabels('Header', defaultLabels, labelOverrides);
  const showCategoryBar = categoriesLoading || categories.length > 0;
  const cartBadge = cartCount > 99 ? '99+' : String(cartCount);
  return (
    <TooltipProvider>
      <header
        data-slot="header"
        className={cn('sticky top-0 z-40 border-b border-border bg-surface shadow-sm', className)}
        {...props}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 min-[900px]:h-20 min-[900px]:gap-8 min-[900px]:px-6">
          <div className="min-[900px]:hidden">
            <MobileNav
              categories={categories}
              loading={categoriesLoading}
              search={search}
              languages={languages}
              renderLink={renderLink}
              productHref={productHref}
              categoryHref={categoryHref}
              homeHref={homeHref}
              cartHref={cartHref}
              profileHref={profileHref}
              shopName={shopName}
              {...mobileNavProps}
            />
          </div>
          {renderLink({
            href: homeHref,
            'data-slot': 'header-logo',
            className: 'flex min-w-0 shrink items-center gap-2.5 rounded-card py-1 pr-2',
            children: (
              <>
                <span aria-hidden className="shrink-0">
                  {logo}
                </span>
                <span className="truncate text-lg font-bold tracking-tight text-primary min-[900px]:text-xl">
                  {shopName}
                </span>
              </>
            ),
          })}
          {search && (
            <div data-slot="header-search" className="hidden max-w-xl flex-1 min-[900px]:block">
              <SearchBox {...search} renderLink={renderLink} productHref={productHref} />
            </div>
          )}
          <div className="ml-auto flex shrink-0 items-center gap-1">
            {languages && languages.length > 1 && (
              <LanguageSwitch languages={languages} className="mr-2 hidden min-[900px]:flex" />
            )}
            <IconLink
              tooltip={labels.cart}
              renderLink={renderLink}
              href={cartHref}
              aria-label={cartCount > 0 ? `${labels.cart}, ${labels.cartCount(cartCount, cartBadge)}` : labels.cart}
              data-slot="header-cart"
              className="relative"
            >
              <ShoppingCart aria-hidden />
              {cartCount > 0 && (
                <span
                  aria-hidden
                  className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-secondary px-1 text-[11px] leading-none font-semibold text-secondary-foreground"
                >
                  {cartBadge}
                </span>
              )}
            </IconLink>
            <IconLink
              tooltip={labels.profile}
              renderLink={renderLink}
              href={profileHref}
              aria-label={labels.profile}
              data-slot="header-profile"
            >
              <User aria-hidden />
            </IconLink>
          </div>
        </div>
        {showCategoryBar && (
          <div data-slot="header-categories" className="hidden border-t border-border min-[900px]:block">
            <div className="mx-auto max-w-7xl px-4 py-1.5 min-[900px]:px-5">
              <MegaMenu
                categories={categories}
                loading={categoriesLoading}
                renderLink={renderLink}
                productHref={productHref}
                categoryHref={categoryHref}
                {...megaMenuProps}
              />
            </div>
          </div>
        )}
      </header>
    </TooltipProvider>
  );
}
