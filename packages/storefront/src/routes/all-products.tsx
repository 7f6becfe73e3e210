import { buttonVariants } from '@dhanya/ui';
import { Link } from 'react-router-dom';
import { PageHeading } from '../features/catalog';
import { PageMeta } from '../shared/page-meta';

/** /allproducts: placeholder text only, no list and no request (CATALOG-26). */
export function AllProductsPage() {
  return (
    <section className="mx-auto max-w-2xl py-6 text-center min-[900px]:py-12">
      <PageMeta title="All Products" />
      <PageHeading
        className="items-center"
        title="All Products"
        description="Our full catalogue lives on the product list, where every product can go straight into your cart."
      />
      <Link to="/productlist" className={buttonVariants()}>
        Go to the product list
      </Link>
    </section>
  );
}
