import { ContactScreen } from '../features/messages';
import { useTexts } from '../shared/locale';

/** `/support`, linked from the profile page: the contact form under its own heading (CATALOG-29). */
export function SupportPage() {
  const texts = useTexts().contact;
  return <ContactScreen title={texts.supportTitle} intro={texts.supportIntro} />;
}
