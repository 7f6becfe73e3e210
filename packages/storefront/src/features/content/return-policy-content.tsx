import { useReturnPolicy } from '@dhanya/api/swr';
import { EmptyState } from '@dhanya/ui';
import { useSession } from '../../shared/session';
import { useTexts } from '../../shared/locale';
import { ContentError, ContentLoading, ContentPage } from './content-page';
import { toParagraphs, withoutHeading } from './paragraphs';
import { ReturnPolicyEditor } from './return-policy-editor';
import { TextParagraphs } from './text-paragraphs';

/** The heading an admin may have typed at the top of the stored text (shown once, not twice). */
const storedHeading = 'Return & Refund Policy';

/**
 * `/return`: the policy text (CONTENT-03), and for an admin (stored role '1') the editor
 * (CONTENT-04). Shoppers and guests never see the editor.
 */
export function ReturnPolicyContent() {
  const { data, error, isLoading, mutate } = useReturnPolicy();
  const { isAdmin } = useSession();
  const texts = useTexts().content;
  const paragraphs = withoutHeading(toParagraphs(data?.policyText), storedHeading);
  return (
    <ContentPage title={texts.returnPolicy}>
      {paragraphs.length > 0 ? (
        <TextParagraphs text={paragraphs} />
      ) : isLoading ? (
        <ContentLoading text={texts.returnPolicyLoading} />
      ) : error && !data ? (
        <ContentError onRetry={() => void mutate()} />
      ) : (
        <EmptyState
          title={texts.returnPolicyEmpty}
          description={texts.returnPolicyEmptyHint}
          className="rounded-card border border-border bg-surface"
        />
      )}
      {isAdmin && <ReturnPolicyEditor />}
    </ContentPage>
  );
}
