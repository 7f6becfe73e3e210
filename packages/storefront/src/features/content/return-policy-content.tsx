import { useReturnPolicy } from '@dhanya/api/swr';
import { EmptyState } from '@dhanya/ui';
import { useSession } from '../../shared/session';
import { ContentError, ContentLoading, ContentPage } from './content-page';
import { toParagraphs, withoutHeading } from './paragraphs';
import { ReturnPolicyEditor } from './return-policy-editor';
import { TextParagraphs } from './text-paragraphs';

const heading = 'Return & Refund Policy';

/**
 * `/return`: the policy text (CONTENT-03), and for an admin (stored role '1') the editor
 * (CONTENT-04). Shoppers and guests never see the editor.
 */
export function ReturnPolicyContent() {
  const { data, error, isLoading, mutate } = useReturnPolicy();
  const { isAdmin } = useSession();
  const paragraphs = withoutHeading(toParagraphs(data?.policyText), heading);
  return (
    <ContentPage title={heading}>
      {paragraphs.length > 0 ? (
        <TextParagraphs text={paragraphs} />
      ) : isLoading ? (
        <ContentLoading text="Loading return policy..." />
      ) : error && !data ? (
        <ContentError onRetry={() => void mutate()} />
      ) : (
        <EmptyState
          title="The return policy has not been published yet."
          description="Please contact us with any question about a return or a refund."
          className="rounded-card border border-border bg-surface"
        />
      )}
      {isAdmin && data && <ReturnPolicyEditor policyText={data.policyText} />}
    </ContentPage>
  );
}
