import { type Product, errorMessage, paths } from '@dhanya/api';
import { Button, EmptyState, ImageWithFallback } from '@dhanya/ui';
import { type AsyncState, AsyncSection } from './async-section';
import { useConfirmedAction } from './confirmed-action';

export type PromotionTexts = {
  /** The list's accessible name: "Current best sellers". */
  label: string;
  loading: string;
  loadFailed: string;
  empty: string;
  question: string;
  explain: (product: Product) => string;
  removed: string;
  removeFailed: string;
};

type PromotedProductListProps = {
  products: AsyncState<Product[]>;
  onRetry: () => void;
  /** The write that takes a product out of the promotion. */
  remove: (product: Product) => Promise<unknown>;
  texts: PromotionTexts;
  emptyIcon: React.ReactNode;
  /** What the promotion shows of each product under its title: its prices, category, discount… */
  details: (product: Product) => React.ReactNode;
};

/**
 * The products of one promotion (best sellers, special offers) as cards, each with its
 * prices and a Remove button that asks first; a refusal shows the server's reason.
 */
export function PromotedProductList({
  products,
  onRetry,
  remove,
  texts,
  emptyIcon,
  details,
}: PromotedProductListProps) {
  const removal = useConfirmedAction<Product>({
    run: remove,
    question: texts.question,
    explain: texts.explain,
    confirmLabel: 'Remove',
    done: texts.removed,
    failed: (error) => ({ title: texts.removeFailed, description: errorMessage(error, '') || undefined }),
  });

  return (
    <AsyncSection
      state={products}
      loadingText={texts.loading}
      errorText={texts.loadFailed}
      onRetry={onRetry}
      empty={<EmptyState icon={emptyIcon} title={texts.empty} />}
    >
      {(list) => (
        <>
          <ul aria-label={texts.label} className="grid gap-3 sm:grid-cols-2">
            {list.map((product) => (
              <li key={product._id} className="flex gap-4 rounded-card border border-border bg-surface p-4 shadow-sm">
                <ImageWithFallback
                  src={product.image ? paths.upload('products', product.image) : null}
                  alt={product.title}
                  width={72}
                  height={72}
                  loading="lazy"
                  className="size-18 shrink-0 rounded-card object-cover"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <h4 className="font-semibold break-words text-foreground">{product.title}</h4>
                  {details(product)}
                  <Button
                    variant="outline"
                    size="sm"
                    className="mt-1 self-start"
                    loading={removal.pendingId === product._id}
                    onClick={() => removal.ask(product)}
                  >
                    Remove<span className="sr-only"> {product.title}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {removal.dialog}
        </>
      )}
    </AsyncSection>
  );
}
