import { useLabels } from '../../provider/dhanya-provider';
import type { RenderLink } from '../../lib/link';
import type { MegaMenuLabels } from './mega-menu';
import { FeaturedProducts } from './featured-products';
import type { NavCategory, NavHrefs } from './types';
import type { LabelOverrides } from '../../lib/labels';

const defaultMegaMenuPanelLabels: Omit<MegaMenuLabels, 'label' | 'loading'> = {
  featured: 'Featured Products',
  blurb: (category) =>
    category.description?.trim() ||
    `Fresh ${category.name} from trusted farms, cleaned, packed and delivered to your door.`,
  viewAll: (category) => `View all ${category.name}`,
  empty: 'No products in this category yet.',
  priceFrom: 'from',
};

type MegaMenuPanelProps = NavHrefs & {
  category: NavCategory;
  labels: LabelOverrides<MegaMenuLabels> | undefined;
  productsPerRow: number;
  maxProducts: number;
  renderLink: RenderLink;
};

/** What an open mega-menu tab shows: name, blurb, "View all" and the featured products. */
export function MegaMenuPanel({
  category,
  labels: labelOverrides,
  productsPerRow,
  maxProducts,
  renderLink,
  productHref,
  categoryHref,
}: MegaMenuPanelProps) {
  const labels = useLabels('MegaMenu', defaultMegaMenuPanelLabels, labelOverrides);
  const products = (category.products ?? []).slice(0, maxProducts);
  return (
    <div className="grid gap-6 p-6 min-[1100px]:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold break-words text-primary">{category.name}</h2>
        <p className="text-sm leading-6 text-muted-foreground">{labels.blurb(category)}</p>
        {renderLink({
          href: categoryHref(category),
          className:
            'mt-auto inline-flex w-fit items-center rounded-card bg-secondary px-4 py-2 text-sm font-medium text-secondary-foreground transition-colors hover:bg-secondary-hover',
          children: labels.viewAll(category),
        })}
      </div>
      {products.length > 0 ? (
        <FeaturedProducts
          products={products}
          caption={labels.featured}
          priceFromLabel={labels.priceFrom}
          perRow={productsPerRow}
          renderLink={renderLink}
          productHref={productHref}
        />
      ) : (
        <p className="self-center text-sm text-muted-foreground">{labels.empty}</p>
      )}
    </div>
  );
}
