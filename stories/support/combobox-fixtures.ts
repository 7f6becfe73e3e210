/**
 * Demo options for the Combobox stories, and a small in-memory search that answers a page of
 * them a moment later, as an app's API would.
 */
import { useEffect, useState } from 'react';
import type { ComboboxOption } from '@dhanya/ui';

const titles = [
  'Aged Basmati Rice (5 kg)',
  'Barnyard Millet (1 kg)',
  'Black Kavuni Rice (1 kg)',
  'Brown Rice (1 kg)',
  'Chana Dal (1 kg)',
  'Foxtail Millet (1 kg)',
  'Gobindobhog Rice (1 kg)',
  'Jowar Flour (1 kg)',
  'Kerala Red Matta Rice (5 kg)',
  'Kodo Millet (500 g)',
  'Moong Dal (500 g)',
  'Organic Ragi Flour (1 kg)',
  'Sona Masoori Rice (5 kg)',
  'Toor Dal (1 kg)',
  'Urad Dal (1 kg)',
];

/** Every product by title; Sona Masoori and Toor Dal are already promoted, so disabled. */
export const productOptions: ComboboxOption[] = titles.map((title, index) => {
  const taken = title.startsWith('Sona') || title.startsWith('Toor');
  return { value: `p${index + 1}`, label: taken ? `${title} (best seller)` : title, disabled: taken };
});

export const longTitleOptions: ComboboxOption[] = [
  {
    value: 'l1',
    label: 'Traditional Hand-Pounded Unpolished Mapillai Samba Red Rice from Thanjavur Delta Farms (5 kg)',
  },
  {
    value: 'l2',
    label: 'Cold-Pressed Wood-Churned (Marachekku) Groundnut Oil in a Returnable Glass Bottle (1 L)',
    disabled: true,
  },
  { value: 'l3', label: 'Organic Sprouted Ragi Malt Health Mix with Almonds, Cardamom and Palm Jaggery (500 g)' },
  { value: 'l4', label: 'Toor Dal (1 kg)' },
];

type Answer = { query: string; options: ComboboxOption[]; total: number };

function answerFor(catalogue: ComboboxOption[], query: string, pageSize: number): Answer {
  const needle = query.toLowerCase();
  const matches = catalogue.filter((option) => option.label.toLowerCase().includes(needle));
  return { query, options: matches.slice(0, pageSize), total: matches.length };
}

/**
 * Props for a Combobox searching `catalogue`: a page of matches `delayMs` after each query,
 * the previous page kept meanwhile, and a hint when more match than are shown.
 */
export function useDemoOptions(catalogue: ComboboxOption[], { pageSize = 8, delayMs = 300 } = {}) {
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState(() => answerFor(catalogue, '', pageSize));
  useEffect(() => {
    if (answer.query === query) return;
    const timer = setTimeout(() => setAnswer(answerFor(catalogue, query, pageSize)), delayMs);
    return () => clearTimeout(timer);
  }, [catalogue, query, answer.query, pageSize, delayMs]);
  const more = answer.total > answer.options.length;
  return {
    options: answer.options,
    loading: answer.query !== query,
    onQueryChange: setQuery,
    hint: more ? `Showing ${answer.options.length} of ${answer.total}. Type more to narrow them.` : undefined,
  };
}
