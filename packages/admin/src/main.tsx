import { api, resolveApiBase } from '@dhanya/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

// A production build talks to the origin that served it (or VITE_API_URL); only the Vite dev
// server on localhost sends its calls to the shop on port 5000 (API-01).
api.setBaseUrl(resolveApiBase(import.meta.env.DEV ? window.location : undefined, import.meta.env.VITE_API_URL));
// The admin edits every language: its reads carry the translations, its fields stay English.
api.setContentQuery({ translations: 'include' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
