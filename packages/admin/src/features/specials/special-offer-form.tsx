import type { Product } from '@dhanya/api';
import { useAddSpecialOffer } from '@dhanya/api/swr';
import { FormField, FormSelect, useSchemaForm, useWatch } from '@dhanya/shell';
import { useState } from 'react';
import { useAdminSession } from '../../shared/admin-session';
import { PromotedProductForm, type PromotionFormTexts } from '../../shared/promoted-product-form';
import type { CatalogueState } from '../../shared/promoted-product-picker';
import { specialOfferOptions } from './offer-format';
import { allPacks, offerRequest, packOptions } from './offer-request';
import { dateInputValue, localDateInputValue, specialOfferFormSchema, specialOfferTexts } from './special-offer-check';

export type SpecialOfferFormProps = {
  /** The products already on offer: disabled in the picker (ADMIN-17). */
  specials: CatalogueState;
};

const texts: PromotionFormTexts = {
  heading: 'Add a special offer',
  description: 'The discount applies until the end of the expiry date.',
  submit: 'Add special offer',
  promotedLoadFailed: 'Could not load the current offers.',
  blank: specialOfferTexts.fillAllFields,
  added: specialOfferTexts.added,
  addFailed: specialOfferTexts.addFailed,
};

/**
 * Puts a product on special offer: product, discount % and expiry date (ADMIN-16..19), and
 * for a product sold in several packs, all of them or one. An empty field is named first
 * (ADMIN-16), then a missing token (ADMIN-19).
 */
export function SpecialOfferForm({ specials }: SpecialOfferFormProps) {
  const { token } = useAdminSession();
  const form = useSchemaForm(specialOfferFormSchema, {
    defaultValues: { productId: '', packId: allPacks, discount: '', discountExpiry: '' },
  });
  const { trigger, isMutating } = useAddSpecialOffer();
  const [chosen, setChosen] = useState<Product | null>(null);
  const productId = useWatch({ control: form.control, name: 'productId' });
  // The form empties the picker after a save: the packs shown follow it.
  const packs = chosen && chosen._id === productId ? chosen.packs : [];

  return (
    <PromotedProductForm
      form={form}
      promoted={specials}
      options={specialOfferOptions}
      send={(offer) => trigger(offerRequest({ ...offer, discountExpiry: dateInputValue(offer.discountExpiry) }))}
      refusal={token ? undefined : specialOfferTexts.notAuthenticated}
      sending={isMutating}
      texts={texts}
      onProductChosen={(product) => {
        setChosen(product);
        form.setValue('packId', allPacks);
      }}
    >
      {packs.length > 1 && (
        <FormSelect
          name="packId"
          label="Pack"
          options={packOptions(packs)}
          helperText="The offer is on every pack unless you choose one."
        />
      )}
      <FormField
        name="discount"
        label="Discount %"
        type="number"
        inputMode="decimal"
        min={0.01}
        max={99.99}
        step="any"
        required
      />
      <FormField name="discountExpiry" label="Expiry date" type="date" min={localDateInputValue()} required />
    </PromotedProductForm>
  );
}
