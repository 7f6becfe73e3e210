import type { About } from '@dhanya/api';
import { useAbout } from '@dhanya/api/swr';
import { EmptyState } from '@dhanya/ui';
import { CircleCheck, Eye, Target } from 'lucide-react';
import { useTexts } from '../../shared/locale';
import { ContentError, ContentLoading, ContentPage } from './content-page';
import { TextParagraphs } from './text-paragraphs';

/** True when the shop has written nothing for its about page yet. */
function isBlankAbout(about: About): boolean {
  const texts = [about.title, about.description, about.vision, about.mission, about.story, ...about.whyChooseUs];
  return texts.every((text) => !text.trim());
}

/** `/about`: title, description, vision, mission, story and the whyChooseUs list (CONTENT-01). */
export function AboutContent() {
  const { data, error, isLoading, mutate } = useAbout();
  const about = data && !isBlankAbout(data) ? data : undefined;
  const texts = useTexts().content;
  return (
    <ContentPage
      title={about?.title.trim() || texts.about}
      metaTitle={texts.about}
      description={about?.description || undefined}
      lead={about?.description || undefined}
    >
      {about ? (
        <AboutSections about={about} />
      ) : isLoading ? (
        <ContentLoading text={texts.aboutLoading} />
      ) : error ? (
        <ContentError onRetry={() => void mutate()} />
      ) : (
        <EmptyState
          title={texts.aboutEmpty}
          description={texts.aboutEmptyHint}
          className="rounded-card border border-border bg-surface"
        />
      )}
    </ContentPage>
  );
}

function AboutSections({ about }: { about: About }) {
  const reasons = about.whyChooseUs.filter((reason) => reason.trim());
  const texts = useTexts().content;
  return (
    <>
      {(about.vision || about.mission) && (
        <div className="grid gap-4 min-[640px]:grid-cols-2">
          {about.vision && <Statement icon={<Eye />} title={texts.vision} text={about.vision} />}
          {about.mission && <Statement icon={<Target />} title={texts.mission} text={about.mission} />}
        </div>
      )}
      {about.story && (
        <section aria-labelledby="about-story" className="flex flex-col gap-4">
          <h2 id="about-story" className="text-2xl font-semibold text-foreground">
            {texts.story}
          </h2>
          <TextParagraphs text={about.story} />
        </section>
      )}
      {reasons.length > 0 && (
        <section aria-labelledby="about-why" className="flex flex-col gap-4">
          <h2 id="about-why" className="text-2xl font-semibold text-foreground">
            {texts.whyChooseUs}
          </h2>
          <ul className="grid gap-3">
            {reasons.map((reason, index) => (
              <li
                key={index}
                className="flex items-start gap-3 rounded-card border border-border bg-surface p-4 text-foreground"
              >
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                <span className="break-words">{reason}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function Statement({ icon, title, text }: { icon: React.ReactNode; title: string; text: string }) {
  return (
    <section className="flex flex-col gap-3 rounded-card bg-primary p-6 text-primary-foreground">
      <h2 className="flex items-center gap-2 text-lg font-semibold [&_svg]:size-5 [&_svg]:text-secondary">
        <span aria-hidden>{icon}</span>
        {title}
      </h2>
      <TextParagraphs text={text} className="text-primary-foreground/90" />
    </section>
  );
}
