import type { Pack, SpecialOfferForm } from '@dhanya/api';
import type { SelectOption } from '@dhanya/ui';

/** The Pack select's value for an offer on every pack of the product. */
export const allPacks = 'all';

/** "All packs" first (the default), then each pack by its label, in the shop's order. */
export function packOptions(packs: readonly Pick<Pack, '_id' | 'label'>[]): SelectOption[] {
  return [{ value: allPacks, label: 'All packs' }, ...packs.map((pack) => ({ value: pack._id, label: pack.label }))];
}

type CheckedOffer = { productId: string; packId?: string | undefined; discount: number; discountExpiry: string };

/** The offer as the create call takes it: a `packId` only when one pack was chosen. */
export function offerRequest({ packId, ...offer }: CheckedOffer): SpecialOfferForm {
  return packId && packId !== allPacks ? { ...offer, packId } : offer;
}
