import { shopCookies, yearLongCookie } from '@dhanya/api';
import { createContext, useContext, useMemo, useState } from 'react';

/**
 * Lite mode (issue 35): the page draws with the phone's own fonts and the smallest pictures,
 * the carousel shows its first slide only, and product pictures below the first screen load
 * on a tap. The server decides it for the first HTML (http/storefront-pages.ts in the server):
 * the shopper's own choice in the footer (the `dhanya_lite` cookie), else the browser's
 * `Save-Data: on` or a 2G connection (`ECT`). The browser hydrates with the same.
 */
type LiteModeState = { lite: boolean; setLite: (lite: boolean) => void };

const LiteMode = createContext<LiteModeState>({ lite: false, setLite: () => {} });

export function LiteModeProvider({ initial, children }: { initial: boolean; children: React.ReactNode }) {
  const [lite, setLiteState] = useState(initial);
  const state = useMemo(
    () => ({
      lite,
      setLite(next: boolean) {
        document.cookie = yearLongCookie(shopCookies.lite, next ? 'on' : 'off');
        // The page's styles switch fonts on this attribute (ui's base.css), at once.
        document.documentElement.toggleAttribute('data-lite', next);
        setLiteState(next);
      },
    }),
    [lite],
  );
  return <LiteMode.Provider value={state}>{children}</LiteMode.Provider>;
}

export const useLiteMode = () => useContext(LiteMode).lite;

/** The footer's switch: lite mode and the shopper's way to turn it on or off (remembered). */
export const useLiteModeSwitch = () => useContext(LiteMode);
