import { useState } from 'react';
import {
  AlertDialog,
  Avatar,
  Button,
  Carousel,
  CartLineItem,
  CategoryGrid,
  CheckoutDialog,
  Combobox,
  DataTable,
  ErrorState,
  Footer,
  Header,
  MaintenanceBanner,
  MobileNav,
  NewsletterFooter,
  OrderCardFrame,
  OrderSummary,
  PackPicker,
  Pagination,
  PasswordField,
  ProductGrid,
  QuantityStepper,
  QuickAddDialog,
  Rating,
  Select,
  Spinner,
  TextField,
  ToastProvider,
  UnitPrice,
  useToast,
} from '@dhanya/ui';

/*
 * A page of every component that has texts of its own, with the shop's data in Hindi: under a
 * provider with another dictionary, any English word left on it (or in its screen-reader
 * texts) is a text the dictionary cannot reach. See UI/DhanyaProvider.
 */

const rice = { _id: 'rice', name: 'चावल', products: [{ _id: 'basmati', title: 'बासमती चावल', price: 540 }] };
const pulses = { _id: 'pulses', name: 'दालें', products: [] };
const categories = [rice, pulses];
const products = [
  { _id: 'basmati', title: 'बासमती चावल', price: 540, image: null },
  { _id: 'toor', title: 'तूर दाल', price: 180, image: null },
];
const packs = [
  { id: 'half', label: '500 ग्राम', price: 95, netQuantity: 0.5, unit: 'kg' as const, stock: 4 },
  { id: 'five', label: '5 किलो', price: 540, compareAtPrice: 600, netQuantity: 5, unit: 'kg' as const, stock: 0 },
];
const slides = [
  { _id: 'one', title: 'नई फ़सल', description: 'खेत से सीधे', imageUrl: '/images/slide-1.webp' },
  { _id: 'two', title: 'ताज़ा दालें', imageUrl: '/images/slide-2.webp' },
];
const footer = {
  companyName: 'धान्य',
  companyTagline: 'खेत से रसोई तक',
  address: 'मैसूरु, कर्नाटक',
  email: 'dukaan@dhanya.example',
  phone: '+91 98765 43210',
  socialLinks: { facebook: 'https://facebook.com/dhanya' },
  legalLinks: [{ title: 'निजता नीति', url: '/privacy' }],
};
const hrefs = {
  productHref: (product: { _id: string }) => `/product/${product._id}`,
  categoryHref: (category: { _id: string }) => `/categories/${category._id}`,
};
const noop = () => {};

function ToastButton() {
  const { toast } = useToast();
  return <Button onClick={() => toast({ title: 'कार्ट में डाल दिया गया', tone: 'success' })}>सूचना दिखाएँ</Button>;
}

function Dialogs() {
  const [confirming, setConfirming] = useState(false);
  const [checkingOut, setCheckingOut] = useState(false);
  return (
    <div className="flex flex-wrap gap-3">
      <QuickAddDialog
        product={{ title: 'बासमती चावल', price: 95 }}
        packs={packs}
        onConfirm={noop}
        trigger={<Button>जल्दी जोड़ें</Button>}
      />
      <Button variant="outline" onClick={() => setConfirming(true)}>
        हटाएँ
      </Button>
      <AlertDialog open={confirming} onOpenChange={setConfirming} title="यह सामान हटाएँ?" showCancel />
      <Button variant="outline" onClick={() => setCheckingOut(true)}>
        आगे बढ़ें
      </Button>
      <CheckoutDialog
        open={checkingOut}
        onOpenChange={setCheckingOut}
        total={720}
        paymentOptions={[
          { value: 'cash', label: 'डिलीवरी पर नकद' },
          { value: 'upi', label: 'यूपीआई' },
        ]}
        paymentMethod="cash"
        onPaymentMethodChange={noop}
        onSubmit={(event) => event.preventDefault()}
        missingFields
      >
        <TextField label="नाम" required />
      </CheckoutDialog>
      <ToastButton />
    </div>
  );
}

export function ProviderShowcase() {
  return (
    <ToastProvider>
      <MaintenanceBanner animated={false} />
      <Header
        categories={categories}
        {...hrefs}
        cartCount={3}
        shopName="धान्य"
        search={{ suggestions: [], onQueryChange: noop }}
      />
      <main className="flex flex-col gap-8 p-4">
        {/* The header shows its menu button on phones only; this one shows at every width. */}
        <MobileNav categories={categories} {...hrefs} shopName="धान्य" />
        <Carousel images={slides} autoPlay={false} height={240} />
        <CategoryGrid categories={categories} categoryHref={hrefs.categoryHref} />
        <ProductGrid
          products={products}
          productHref={hrefs.productHref}
          cardProps={(product) => ({ compareAtPrice: product.price + 60, priceFrom: true })}
        />
        <div className="grid gap-6 md:grid-cols-2">
          <PackPicker packs={packs} />
          <div className="flex flex-col gap-3">
            <Rating value={4.5} reviewCount={12} />
            <UnitPrice price={540} netQuantity={5} unit="kg" />
            <QuantityStepper value={2} onChange={noop} />
            <Avatar name="" />
            <Spinner />
          </div>
          <CartLineItem
            title="तूर दाल"
            pack="1 किलो"
            unitPrice={180}
            quantity={2}
            onQuantityChange={noop}
            onRemove={noop}
          />
          <OrderSummary subtotal={720} shipping={0} onCheckout={noop} />
          <OrderCardFrame orderId="1042" headingLevel={2} status="भेजा गया" details={[]} address={[]}>
            तूर दाल × 2
          </OrderCardFrame>
          <form className="flex flex-col gap-3">
            <PasswordField label="पासवर्ड" />
            <Select label="राज्य" options={[{ value: 'ka', label: 'कर्नाटक' }]} />
            <Combobox label="उत्पाद" options={[]} />
          </form>
        </div>
        <DataTable columns={[]} rows={[]} getRowId={() => 0} caption="ऑर्डर" />
        <ErrorState onRetry={noop} />
        <Pagination page={2} pageCount={5} onPageChange={noop} />
        <Dialogs />
      </main>
      <Footer data={footer} />
      {/* A page has one footer landmark: the second footer design sits in a section of its own. */}
      <section aria-label="दूसरा फ़ुटर">
        <NewsletterFooter onSubscribe={async () => {}} companyName="धान्य" />
      </section>
    </ToastProvider>
  );
}
