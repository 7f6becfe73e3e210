import { useCategories } from '@dhanya/api/swr';
import { CategoryGrid } from '@dhanya/ui';
import { uploadUrl } from '../../shared/images';
import { routerLink } from '../../shared/router-link';
import { HomeSection } from './home-section';
import { useLoggedFailure } from './use-logged-failure';

const categoryImage = (image: string) => uploadUrl('category', image) ?? image;

/**
 * Round category images linking to /categories/{id} (HOME-14, HOME-15), asked for on every
 * visit (HOME-17). A failure is logged only: an empty grid without any text (HOME-18).
 */
export function CategoriesSection() {
  const { data, error, isLoading } = useCategories();
  useLoggedFailure(error, 'categories');
  return (
    <HomeSection title="Categories">
      <CategoryGrid
        categories={data ?? []}
        status={isLoading ? 'loading' : 'ready'}
        imageUrl={categoryImage}
        renderLink={routerLink}
        emptyText={error ? null : undefined}
      />
    </HomeSection>
  );
}
