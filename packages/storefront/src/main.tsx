import { api, resolveApiBase } from '@dhanya/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

api.setBaseUrl(resolveApiBase(window.location, import.meta.env.VITE_API_URL));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
