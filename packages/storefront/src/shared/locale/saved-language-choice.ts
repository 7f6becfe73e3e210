import { readCookie, saveLanguage, shopCookies } from '@dhanya/api';
import { useEffect } from 'react';
import { isLocale } from './locales';

/** Which choice was last stored, and for which session: a new sign-in stores it again. */
const savedKey = 'dhanya_lang_saved';

/** The language the shopper chose with the switcher (its cookie), if they chose one. */
function chosenLanguage(cookies: string) {
  const chosen = readCookie(cookies, shopCookies.language);
  return isLocale(chosen) ? chosen : undefined;
}

/**
 * Stores a signed-in shopper's chosen language on their account (issue 34), so their e-mails
 * speak it. The switcher is a plain link that works before the page's code runs, so the choice
 * is read from its cookie once the page has loaded; it is sent once per choice and session, and
 * a failed attempt is tried again on the next page.
 */
export function useSavedLanguageChoice(token: string | null) {
  useEffect(() => {
    const chosen = chosenLanguage(document.cookie);
    if (!token || !chosen) return;
    const saved = `${chosen}:${token.slice(-16)}`;
    if (localStorage.getItem(savedKey) === saved) return;
    saveLanguage({ language: chosen }).then(
      () => localStorage.setItem(savedKey, saved),
      () => undefined,
    );
  }, [token]);
}
