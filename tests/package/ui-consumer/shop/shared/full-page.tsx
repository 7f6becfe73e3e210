import { useEffect, useState } from 'react';
import {
  Carousel,
  CategoryGrid,
  CheckoutDialog,
  DhanyaProvider,
  Header,
  ProductCard,
  TextField,
  ToastProvider,
  hindiLabels,
  useToast,
  type ComponentLabels,
} from '@dhanya/ui';

// Another shop's page with its data in Hindi: under `?lang=hi` its DhanyaProvider gives the
// library a second dictionary, and no English word may be left on the page.
const rice = { _id: 'rice', name: 'चावल', products: [{ _id: 'basmati', title: 'बासमती चावल', price: 540 }] };
const pulses = { _id: 'pulses', name: 'दालें', products: [] };
const categories = [rice, pulses];
const slides = [
  { _id: 'harvest', title: 'नई फ़सल', description: 'खेत से सीधे', imageUrl: 'slide.svg' },
  { _id: 'pulses', title: 'ताज़ा दालें', imageUrl: 'slide.svg' },
];
const productHref = (product: { _id: string }) => `/product/${product._id}`;
const categoryHref = (category: { _id: string }) => `/categories/${category._id}`;

// A strict app's data: optional values are `T | undefined` (exactOptionalPropertyTypes).
const offer: { price: number } | undefined = new URLSearchParams(location.search).has('offer')
  ? undefined
  : { price: 600 };

function AddedToast() {
  const { toast } = useToast();
  useEffect(() => {
    toast({ title: 'कार्ट में डाल दिया गया', tone: 'success', durationMs: 60_000 });
  }, [toast]);
  return null;
}

function Checkout() {
  const [open, setOpen] = useState(true);
  const [paymentMethod, setPaymentMethod] = useState('cash');
  const [missingFields, setMissingFields] = useState(false);
  return (
    <CheckoutDialog
      open={open}
      onOpenChange={setOpen}
      total={1080}
      paymentOptions={[
        { value: 'cash', label: 'डिलीवरी पर नकद' },
        { value: 'upi', label: 'यूपीआई' },
      ]}
      paymentMethod={paymentMethod}
      onPaymentMethodChange={setPaymentMethod}
      onSubmit={(event) => {
        event.preventDefault();
        setMissingFields(!new FormData(event.currentTarget).get('name'));
      }}
      missingFields={missingFields}
    >
      <TextField label="नाम" name="name" required />
    </CheckoutDialog>
  );
}

export function FullPage({ labels }: { labels: ComponentLabels | undefined }) {
  return (
    <DhanyaProvider labels={labels} locale={labels ? 'hi-IN' : undefined}>
      <ToastProvider>
        <Header
          categories={categories}
          productHref={productHref}
          categoryHref={categoryHref}
          cartCount={2}
          shopName="धान्य"
          search={{}}
        />
        <main>
          <Carousel images={slides} autoPlay={false} height={200} />
          <CategoryGrid categories={categories} categoryHref={categoryHref} />
          <ProductCard title="बासमती चावल" price={540} compareAtPrice={offer?.price} href="/product/basmati" />
        </main>
        <AddedToast />
        <Checkout />
      </ToastProvider>
    </DhanyaProvider>
  );
}

/** The page's dictionary: `?lang=hi` the Hindi one, otherwise the library's English. */
export function chosenLabels(): ComponentLabels | undefined {
  return new URLSearchParams(location.search).get('lang') === 'hi' ? hindiLabels : undefined;
}
