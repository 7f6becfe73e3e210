import { ContactScreen } from '../features/messages';

/** `/support`, linked from the profile page: the contact form under its own heading (CATALOG-29). */
export function SupportPage() {
  return (
    <ContactScreen
      title="Customer Support & Help"
      intro="Need help with an order, a delivery, a payment or your account? Tell us what happened and our team will get back to you."
    />
  );
}
