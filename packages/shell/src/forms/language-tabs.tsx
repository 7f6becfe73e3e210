import { type ContentLanguage, contentLanguages } from '@dhanya/api';
import { type FieldErrors, useFormState } from 'react-hook-form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@dhanya/ui';
import { useState } from 'react';

type Tab = 'en' | ContentLanguage;

/** Each language's tab, named in its own script, as the shop's language switch names it. */
const tabNames: Record<Tab, string> = { en: 'English', hi: 'हिन्दी' };

/** The language whose fields (`translations.<language>`) hold a problem, else English when others do. */
function tabWithProblem(errors: FieldErrors): Tab | undefined {
  if (Object.keys(errors).length === 0) return undefined;
  const translations = errors.translations as Record<string, unknown> | undefined;
  const onlyTranslated = Object.keys(errors).every((field) => field === 'translations' || field === 'packs');
  const translated = contentLanguages.find((language) => translations?.[language]);
  return onlyTranslated && translated ? translated : 'en';
}

/**
 * English | हिन्दी over a catalogue form's translatable fields (issue 34): the English fields,
 * and each language's (`translations.hi.title`…) under its own tab. Every tab stays mounted, so
 * what was typed in one is kept while another shows; a save refused for a field in a hidden tab
 * opens that tab, so the shop owner sees what to fix.
 */
export function LanguageTabs({
  label,
  english,
  translated,
}: {
  /** What the tabs hold, for screen readers: "Title and description". */
  label: string;
  english: React.ReactNode;
  translated: Record<ContentLanguage, React.ReactNode>;
}) {
  const { errors, submitCount } = useFormState();
  const [chosen, setChosen] = useState<Tab>('en');
  const [answeredSubmit, setAnsweredSubmit] = useState(submitCount);
  if (submitCount !== answeredSubmit) {
    setAnsweredSubmit(submitCount);
    const problem = tabWithProblem(errors);
    if (problem && problem !== chosen) setChosen(problem);
  }

  const panels: Array<[Tab, React.ReactNode]> = [
    ['en', english],
    ...contentLanguages.map((language): [Tab, React.ReactNode] => [language, translated[language]]),
  ];
  return (
    <Tabs value={chosen} onValueChange={(value) => setChosen(value as Tab)} className="gap-3">
      <TabsList aria-label={`${label}: language`}>
        {panels.map(([tab]) => (
          <TabsTrigger key={tab} value={tab} lang={tab}>
            {tabNames[tab]}
          </TabsTrigger>
        ))}
      </TabsList>
      {panels.map(([tab, fields]) => (
        <TabsContent key={tab} value={tab} forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden">
          {fields}
        </TabsContent>
      ))}
    </Tabs>
  );
}
