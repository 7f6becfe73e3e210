import { MapPin } from 'lucide-react';
import { PageHeading } from '../features/catalog';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';

/** /address: placeholder text (CATALOG-27); the delivery address is entered at checkout. */
export function AddressPage() {
  const texts = useTexts().address;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center py-6 text-center min-[900px]:py-12">
      <PageMeta title={texts.myAddresses} />
      <MapPin aria-hidden className="mb-4 size-12 text-muted-foreground" />
      <PageHeading className="items-center" title={texts.myAddresses} description={texts.comingSoon} />
    </section>
  );
}
