import { Menu } from 'lucide-react';
import { DialogOpener, useDeferredDialog } from '../lib/deferred-dialog';
import { deferredPart } from '../lib/deferred-part';
import type { RenderLink } from '../lib/link';
import { useLabels, useRenderLink } from '../provider/dhanya-provider';
import { IconButton } from './icon-button';
import type { NavCategory, NavHrefs } from './mega-menu/types';
import type { LanguageOption } from './language-switch';
import type { SearchBoxProps } from './search-box/search-box';
import { TooltipProvider } from './tooltip';
import type { LabelOverrides } from '../lib/labels';

export type MobileNavProps = NavHrefs & {
  /** The categories listed in the drawer, each expanding to its products. */
  categories: NavCategory[];
  /** Shows placeholders in place of the categories while they load. Default `false`. */
  loading?: boolean | undefined;
  /** The shop's languages, this page in each: a switcher at the foot of the drawer. */
  languages?: LanguageOption[] | undefined;
  /** The drawer's search box; without it the drawer has none. */
  search?: Omit<SearchBoxProps, 'renderLink' | 'productHref'> | undefined;
  /** How its links are rendered, e.g. with a router's `Link`; by default the DhanyaProvider's, else a plain `<a>`. */
  renderLink?: RenderLink | undefined;
  /** Where the drawer's Home, My Cart and My Profile rows lead. */
  homeHref?: string | undefined;
  /** Where the drawer's My Cart row leads. Default `/cart`. */
  cartHref?: string | undefined;
  /** Where the drawer's My Profile row leads. Default `/profile`. */
  profileHref?: string | undefined;
  /** The drawer's title. */
  shopName?: string | undefined;
  /** Whether the drawer is open, to control it from outside (with `onOpenChange`). */
  open?: boolean | undefined;
  /** Whether the drawer starts open, when `open` is not controlled. Default `false`. */
  defaultOpen?: boolean | undefined;
  /** Called with the drawer's new state when it opens or closes (following a link closes it). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The button's and the drawer's texts, each defaulting to the spec's. */
  labels?: LabelOverrides<MobileNavLabels> | undefined;
  /** Classes for the menu button. */
  className?: string | undefined;
};

export type MobileNavLabels = {
  /** The menu button's name. */
  openMenu: string;
  /** The drawer's close button's name. */
  closeMenu: string;
  /** Names the drawer's navigation. */
  nav: string;
  home: string;
  /** The heading over the categories. */
  categories: string;
  cart: string;
  profile: string;
  /** Announced while the categories load. */
  loading: string;
  /** A category's link to all its products. */
  viewAll: (category: NavCategory) => string;
};

// The drawer's own texts are defaulted in the drawer, which is fetched on first use.
const defaultLabels: Pick<MobileNavLabels, 'openMenu'> = { openMenu: 'Open menu' };

const drawerPart = deferredPart(() => import('./mobile-nav-drawer'));

/**
 * The mobile menu: a button opening a drawer from the left with search, Home, the categories
 * (each expands to its products), My Cart and My Profile. Following any link closes it.
 * Only the button is rendered until the drawer first opens; the drawer's code is fetched on
 * the button's hover, touch or focus, or at the latest when it opens.
 */
export function MobileNav({
  open,
  defaultOpen = false,
  onOpenChange,
  labels,
  renderLink: ownRenderLink,
  shopName = 'Dhanya',
  className,
  ...drawer
}: MobileNavProps) {
  const renderLink = useRenderLink(ownRenderLink);
  const texts = useLabels('MobileNav', defaultLabels, labels);
  const {
    open: isOpen,
    setOpen,
    contentId,
    openerRef,
    panel,
    onIntent,
  } = useDeferredDialog(drawerPart, { open, defaultOpen, onOpenChange });
  return (
    <TooltipProvider>
      <DialogOpener
        open={isOpen}
        onOpenChange={setOpen}
        contentId={contentId}
        openerRef={openerRef}
        onIntent={onIntent}
      >
        <IconButton label={texts.openMenu} data-slot="mobile-nav-trigger" className={className}>
          <Menu aria-hidden />
        </IconButton>
      </DialogOpener>
      {panel && (
        <panel.MobileNavDrawer
          open={isOpen}
          onOpenChange={setOpen}
          contentId={contentId}
          openerRef={openerRef}
          renderLink={renderLink}
          shopName={shopName}
          labels={labels}
          {...drawer}
        />
      )}
    </TooltipProvider>
  );
}
