import { expect, test } from 'vitest';
import { allPacks, offerRequest, packOptions } from './offer-request';

const offer = { productId: 'prod-basmati', discount: 15, discountExpiry: '2099-12-31' };

test('the Pack select offers all packs first, then each pack by its label', () => {
  expect(
    packOptions([
      { _id: 'pack-1kg', label: '1 kg' },
      { _id: 'pack-5kg', label: '5 kg' },
    ]),
  ).toEqual([
    { value: allPacks, label: 'All packs' },
    { value: 'pack-1kg', label: '1 kg' },
    { value: 'pack-5kg', label: '5 kg' },
  ]);
});

test('an offer on all packs sends no packId; one on a pack sends its id', () => {
  expect(offerRequest({ ...offer, packId: allPacks })).toEqual(offer);
  expect(offerRequest(offer)).toEqual(offer);
  expect(offerRequest({ ...offer, packId: 'pack-5kg' })).toEqual({ ...offer, packId: 'pack-5kg' });
});
