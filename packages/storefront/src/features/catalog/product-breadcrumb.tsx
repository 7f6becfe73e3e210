import type { Product } from '@dhanya/api';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../shared/locale';
import { categoryPath } from '../../shared/route-paths';

const linkClass = 'rounded-sm text-muted-foreground underline-offset-4 hover:text-primary hover:underline';

/** Home › category › product: where the product sits in the shop, and a way back up. */
export function ProductBreadcrumb({ product }: { product: Product }) {
  const texts = useTexts().catalog;
  return (
    <nav aria-label={texts.breadcrumb} className="mb-4 text-sm min-[900px]:mb-6">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to="/" className={linkClass}>
            {texts.home}
          </Link>
        </li>
        {product.category && (
          <li className="flex items-center gap-1.5">
            <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
            <Link to={categoryPath(product.category)} className={linkClass}>
              {product.category.name}
            </Link>
          </li>
        )}
        <li className="flex min-w-0 items-center gap-1.5">
          <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
          <span aria-current="page" className="truncate font-medium text-foreground">
            {product.title}
          </span>
        </li>
      </ol>
    </nav>
  );
}
