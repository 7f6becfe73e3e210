import { ContactScreen } from '../features/messages';
import { useTexts } from '../shared/locale';

/** `/contact`: name, email and message to the shop (CONTENT-06, CONTENT-07). */
export function ContactPage() {
  const texts = useTexts().contact;
  return <ContactScreen title={texts.title} intro={texts.intro} />;
}
