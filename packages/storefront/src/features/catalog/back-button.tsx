import { Button } from '@dhanya/ui';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTexts } from '../../shared/locale';

/**
 * Back to the previous page (CATALOG-03). Opened straight from a link or a bookmark there is
 * no previous page in this shop, so it goes to the home page instead of leaving the site.
 */
export function BackButton({ fallback = '/' }: { fallback?: string }) {
  const navigate = useNavigate();
  const texts = useTexts().catalog;
  // The router gives the first entry of a page load the key "default"; a page reached by a
  // link followed before the last one was hydrated is a new page load, with this shop's page
  // before it in the tab's history (the Navigation API's `canGoBack`, where there is one).
  const firstOfPageLoad = useLocation().key === 'default';
  const hasHistory = () => !firstOfPageLoad || (window.navigation?.canGoBack ?? false);
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3 w-fit"
      onClick={() => (hasHistory() ? navigate(-1) : navigate(fallback))}
    >
      <ArrowLeft aria-hidden />
      {texts.back}
    </Button>
  );
}
