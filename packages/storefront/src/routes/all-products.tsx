import { buttonVariants } from '@dhanya/ui';
import { Link } from 'react-router-dom';
import { PageHeading } from '../features/catalog';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';

/** /allproducts: placeholder text only, no list and no request (CATALOG-26). */
export function AllProductsPage() {
  const texts = useTexts().pages;
  return (
    <section className="mx-auto max-w-2xl py-6 text-center min-[900px]:py-12">
      <PageMeta title={texts.allProducts} />
      <PageHeading className="items-center" title={texts.allProducts} description={texts.allProductsText} />
      <Link to="/productlist" className={buttonVariants()}>
        {texts.toProductList}
      </Link>
    </section>
  );
}
