import { buttonVariants } from '@dhanya/ui';
import { Link } from 'react-router-dom';
import { useTexts } from '../../shared/locale';
import { PageMeta } from '../../shared/page-meta';

/** An unknown address inside the shop: say so and lead back home. */
export function PageNotFound() {
  const texts = useTexts().notFound;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <PageMeta title={texts.title} />
      <h1 className="text-2xl font-bold text-primary">{texts.title}</h1>
      <p className="text-muted-foreground">{texts.text}</p>
      <Link to="/" className={buttonVariants()}>
        {texts.home}
      </Link>
    </section>
  );
}
