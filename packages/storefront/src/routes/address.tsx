import { MapPin } from 'lucide-react';
import { PageHeading } from '../features/catalog';
import { PageMeta } from '../shared/page-meta';

/** /address: placeholder text (CATALOG-27); the delivery address is entered at checkout. */
export function AddressPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center py-6 text-center min-[900px]:py-12">
      <PageMeta title="My Addresses" />
      <MapPin aria-hidden className="mb-4 size-12 text-muted-foreground" />
      <PageHeading
        className="items-center"
        title="My Addresses"
        description="Saved addresses are coming soon; you enter your delivery address at checkout."
      />
    </section>
  );
}
