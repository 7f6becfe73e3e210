import { useCategories } from '@dhanya/api/swr';
import { CategoryGrid } from '@dhanya/ui';
import { useTexts } from '../../shared/locale';
import { uploadUrl } from '../../shared/images';
import { categoryPath } from '../../shared/route-paths';
import { HomeSection } from './home-section';
import { useLoggedFailure } from './use-logged-failure';

// Drawn 120 px round: the 480 px variant is sharp even at 3x.
const categoryImage = (image: string) => uploadUrl('category', image, 'card') ?? image;

/**
 * Round category images linking to /categories/{id} (HOME-14, HOME-15), asked for on every
 * visit (HOME-17). A failure is logged only: an empty grid without any text (HOME-18).
 */
export function CategoriesSection() {
  const { data, error, isLoading } = useCategories();
  const texts = useTexts().home;
  useLoggedFailure(error, 'categories');
  return (
    <HomeSection title={texts.categories}>
      <CategoryGrid
        categories={data ?? []}
        status={isLoading ? 'loading' : 'ready'}
        imageUrl={categoryImage}
        categoryHref={categoryPath}
        labels={{ empty: error ? null : undefined }}
      />
    </HomeSection>
  );
}
