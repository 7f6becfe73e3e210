import { createContext, useContext } from 'react';

/**
 * Lite mode (issue 35): the shopper's browser asked to save data (`Save-Data: on`) or said its
 * connection is 2G (`ECT`; http/storefront-pages.ts in the server decides). The page
 * then draws with the phone's own fonts and the smallest pictures, and the carousel shows its
 * first slide only. The server decides it for the first HTML; the browser hydrates with the same.
 */
const LiteMode = createContext(false);

export const LiteModeProvider = LiteMode.Provider;

export const useLiteMode = () => useContext(LiteMode);
