import { useId } from 'react';
import { useTexts } from '../../shared/locale';
import { LeadForm } from '../messages';

/**
 * The right of the contact section: the "Get in Touch" lead form (HOME-32). At least 500 px
 * high and fading in over 800 ms, unless the visitor asks for reduced motion (HOME-34).
 */
export function GetInTouchCard({ email }: { email: string | undefined }) {
  const titleId = useId();
  const texts = useTexts().home;
  return (
    <div
      data-slot="get-in-touch"
      className="flex min-h-[500px] flex-col gap-6 rounded-card border border-border bg-surface p-6 shadow-sm motion-safe:animate-fade-in min-[900px]:p-10"
    >
      <div className="flex flex-col gap-2">
        <h2 id={titleId} className="text-sm font-semibold tracking-wider text-primary uppercase">
          {texts.getInTouch}
        </h2>
        <h3 className="text-2xl font-semibold text-foreground">{texts.formTitle}</h3>
        <p className="text-sm text-muted-foreground">
          {texts.connectDifferently}{' '}
          {email ? (
            <a href={`mailto:${email}`} className="font-medium text-primary underline underline-offset-4">
              {texts.emailUs}
            </a>
          ) : (
            texts.emailUs
          )}
        </p>
      </div>
      <LeadForm aria-labelledby={titleId} />
    </div>
  );
}
