// The Vite dev server's entry (`npm run dev`): the storefront rendered in the browser only.
// Production pages are rendered on the server and hydrated by entry-client.tsx.
import { api, resolveApiBase } from '@dhanya/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createShopRouter } from './app/app';
import { loadCatalogue, localeOfPath, locales } from './shared/locale';
import './styles.css';

// The dev server on localhost sends its calls to the shop on port 5000 (API-01).
api.setBaseUrl(resolveApiBase(window.location, import.meta.env.VITE_API_URL));

const locale = localeOfPath(window.location.pathname);
api.setContentQuery({ lang: locales[locale].content });
void loadCatalogue(locale).then((catalogue) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={createShopRouter(locale)} locale={locale} catalogue={catalogue} lite={false} />
    </StrictMode>,
  ),
);
