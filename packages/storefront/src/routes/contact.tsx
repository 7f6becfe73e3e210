import { ContactScreen } from '../features/messages';

/** `/contact`: name, email and message to the shop (CONTENT-06, CONTENT-07). */
export function ContactPage() {
  return (
    <ContactScreen
      title="Contact Us"
      intro="Questions about an order, a product or a bulk purchase? Send us a message and we will get back to you."
    />
  );
}
