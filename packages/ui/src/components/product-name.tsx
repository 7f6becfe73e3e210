export type ProductNameProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** The product's name, before the pack. */
  title: string;
  /** The pack bought or chosen, e.g. "5 kg"; none for a product sold in one size. */
  pack?: string | null | undefined;
};

/**
 * A product's name with its pack as one string, "Aged Basmati Rice, 5 kg": what a cart line's
 * controls are named after ("Remove Aged Basmati Rice, 5 kg"), so two packs of one product in
 * the cart are told apart.
 */
export function productNameWithPack(title: string, pack?: string | null): string {
  return pack ? `${title}, ${pack}` : title;
}

/**
 * A product's name as a cart line, the checkout or an order shows it: "Aged Basmati Rice ·
 * 5 kg". Screen readers hear "Aged Basmati Rice, 5 kg": the dot is drawn, not read.
 */
export function ProductName({ title, pack, className, ...props }: ProductNameProps) {
  return (
    <span data-slot="product-name" className={className} {...props}>
      {title}
      {pack && (
        <>
          <span aria-hidden>{' · '}</span>
          <span className="sr-only">, </span>
          <span data-slot="product-name-pack" className="font-normal whitespace-nowrap text-muted-foreground">
            {pack}
          </span>
        </>
      )}
    </span>
  );
}
