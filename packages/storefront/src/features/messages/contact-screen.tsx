import { Card, CardContent, CardHeader, CardTitle } from '@dhanya/ui';
import { useId } from 'react';
import { useTexts } from '../../shared/locale';
import { PageMeta } from '../../shared/page-meta';
import { ContactForm } from './contact-form';
import { ShopContactDetails } from './shop-contact-details';

type ContactScreenProps = {
  title: string;
  intro: string;
};

/** `/contact` and `/support` (CATALOG-29): the contact form beside the shop's own details. */
export function ContactScreen({ title, intro }: ContactScreenProps) {
  const formTitleId = useId();
  const texts = useTexts().messages;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <PageMeta title={title} description={intro} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold text-foreground min-[900px]:text-4xl">{title}</h1>
        <p className="max-w-prose text-muted-foreground">{intro}</p>
      </header>
      <div className="grid items-start gap-6 min-[900px]:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2 id={formTitleId}>{texts.formTitle}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ContactForm aria-labelledby={formTitleId} />
          </CardContent>
        </Card>
        <ShopContactDetails />
      </div>
    </div>
  );
}
