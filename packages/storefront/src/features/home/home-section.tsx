import { buttonVariants, cn } from '@dhanya/ui';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../shared/locale';

type HomeSectionProps = {
  title: string;
  /** The full list behind the section's "View All" link. */
  viewAllHref?: string;
  children: React.ReactNode;
  className?: string;
};

/** A titled block of the home page, optionally with a "View All" link beside the heading. */
export function HomeSection({ title, viewAllHref, children, className }: HomeSectionProps) {
  const headingId = useId();
  const texts = useTexts().home;
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-5', className)}>
      <div className="flex items-end justify-between gap-4 border-b border-border pb-3">
        <h2 id={headingId} className="text-2xl font-semibold text-foreground min-[900px]:text-3xl">
          {title}
        </h2>
        {viewAllHref && (
          <Link
            to={viewAllHref}
            // Several sections have a "View All": the heading says which list it opens.
            aria-describedby={headingId}
            className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'shrink-0 gap-1 font-semibold')}
          >
            {texts.viewAll}
            <ArrowRight aria-hidden />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
