import { useState } from 'react';
import { Button } from './button';
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { ImageWithFallback } from './image-with-fallback';
import { defaultPackId } from './pack-details';
import { PackPicker } from './pack-picker';
import { Price } from './price';
import type { QuickAddDialogLabels, QuickAddDialogProps } from './quick-add-dialog';
import { MIN_QUANTITY, QuantityStepper, parseQuantity } from './quantity-stepper';
import { UnitPrice } from './unit-price';

type QuickAddFormProps = Required<Pick<QuickAddDialogProps, 'product' | 'onConfirm' | 'submitting'>> &
  Pick<QuickAddDialogProps, 'maxQuantity' | 'packs'> & { labels: QuickAddDialogLabels };

/** The dialog's content: the product, its pack when it has several, the quantity. */
export function QuickAddForm({ product, onConfirm, submitting, maxQuantity, labels, ...props }: QuickAddFormProps) {
  // No packs to choose from, or an empty list: the product alone, as before packs.
  const packs = props.packs?.length ? props.packs : undefined;
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [packId, setPackId] = useState(() => (packs ? defaultPackId(packs) : undefined));
  const pack = packs?.find((option) => option.id === packId);
  const max = pack ? pack.stock : maxQuantity;
  // Packs and none in stock: nothing can be added.
  const unavailable = packs !== undefined && pack === undefined;

  const choosePack = (id: string) => {
    setPackId(id);
    const stock = packs?.find((option) => option.id === id)?.stock;
    if (stock !== undefined && quantity > stock) setQuantity(Math.max(stock, MIN_QUANTITY));
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || unavailable) return;
    // Enter in the field submits before its edit is committed, so read what is typed now.
    const typed = new FormData(event.currentTarget).get('quantity');
    const chosen = (typeof typed === 'string' ? parseQuantity(typed, { max }) : null) ?? quantity;
    if (pack) onConfirm(chosen, pack.id);
    else onConfirm(chosen);
  };

  const description = packs ? labels.descriptionWithPacks : labels.description;
  const stepper = (
    <QuantityStepper
      name="quantity"
      value={quantity}
      onChange={setQuantity}
      max={max}
      disabled={unavailable}
      label={labels.quantityGroup(product.title)}
      labels={{ input: labels.quantity }}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{product.title}</DialogTitle>
        {description && <DialogDescription>{description}</DialogDescription>}
      </DialogHeader>
      <div className="flex items-center gap-4">
        <ImageWithFallback
          src={product.image}
          alt={product.title}
          width={80}
          height={80}
          data-slot="quick-add-dialog-image"
          className="size-20 shrink-0 rounded-card object-cover"
        />
        <div className="flex flex-col gap-2">
          <Price amount={pack?.price ?? product.price} compareAt={pack?.compareAtPrice ?? undefined} size="lg" />
          {pack && <UnitPrice price={pack.price} netQuantity={pack.netQuantity} unit={pack.unit} />}
          {!packs && stepper}
        </div>
      </div>
      {packs && (
        <>
          <PackPicker packs={packs} value={packId ?? ''} onChange={choosePack} label={labels.pack} />
          {/* A caption for the eye; the stepper's group carries its own, fuller name. */}
          <div className="flex items-center gap-4">
            <span className="text-sm font-medium text-foreground">{labels.quantity}</span>
            {stepper}
          </div>
        </>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {labels.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" loading={submitting} disabled={unavailable}>
          {labels.confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}
