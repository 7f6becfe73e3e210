import { useTerms } from '@dhanya/api/swr';
import { EmptyState } from '@dhanya/ui';
import { useTexts } from '../../shared/locale';
import { ContentError, ContentLoading, ContentPage } from './content-page';
import { TextParagraphs } from './text-paragraphs';

/** `/terms`: the title and the terms text, its line breaks kept (CONTENT-02). */
export function TermsContent() {
  const { data, error, isLoading, mutate } = useTerms();
  const texts = useTexts().content;
  const terms = data && (data.title.trim() || data.content.trim()) ? data : undefined;
  return (
    <ContentPage title={terms?.title.trim() || texts.terms} metaTitle={texts.terms}>
      {terms ? (
        <TextParagraphs text={terms.content} />
      ) : isLoading ? (
        <ContentLoading text={texts.termsLoading} />
      ) : error ? (
        <ContentError onRetry={() => void mutate()} />
      ) : (
        <EmptyState
          title={texts.termsEmpty}
          description={texts.termsEmptyHint}
          className="rounded-card border border-border bg-surface"
        />
      )}
    </ContentPage>
  );
}
