import { useTerms } from '@dhanya/api/swr';
import { EmptyState } from '@dhanya/ui';
import { ContentError, ContentLoading, ContentPage } from './content-page';
import { TextParagraphs } from './text-paragraphs';

/** `/terms`: the title and the terms text, its line breaks kept (CONTENT-02). */
export function TermsContent() {
  const { data, error, isLoading, mutate } = useTerms();
  const terms = data && (data.title.trim() || data.content.trim()) ? data : undefined;
  return (
    <ContentPage title={terms?.title.trim() || 'Terms & Conditions'} metaTitle="Terms & Conditions">
      {terms ? (
        <TextParagraphs text={terms.content} />
      ) : isLoading ? (
        <ContentLoading text="Loading terms and conditions..." />
      ) : error ? (
        <ContentError onRetry={() => void mutate()} />
      ) : (
        <EmptyState
          title="The terms and conditions have not been published yet."
          description="Please check back soon, or contact us with any question about an order."
          className="rounded-card border border-border bg-surface"
        />
      )}
    </ContentPage>
  );
}
