import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

export function mount(page: React.ReactNode) {
  createRoot(document.getElementById('root')!).render(<StrictMode>{page}</StrictMode>);
}
