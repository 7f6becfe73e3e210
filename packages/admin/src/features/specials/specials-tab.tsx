import { useSpecialOffers } from '@dhanya/api/swr';
import { FormBesideList } from '../../shared/form-beside-list';
import { SpecialOfferForm } from './special-offer-form';
import { SpecialOfferList } from './special-offer-list';

/** The Specials tab: the add form beside the list of current offers, as the spec lays it out. */
export default function SpecialsTab() {
  const specials = useSpecialOffers();
  return (
    <FormBesideList
      title="Special Offers"
      listTitle="Current offers"
      form={<SpecialOfferForm specials={specials} />}
      list={<SpecialOfferList specials={specials} onRetry={() => void specials.mutate()} />}
    />
  );
}
