import { useFooter } from '@dhanya/api/swr';
import { Card, CardContent, CardDescription, CardHeader, cn } from '@dhanya/ui';
import { Wheat } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../shared/locale';

type StandalonePageProps = {
  children: React.ReactNode;
  /** A sign-in form is narrow; the profile needs room for its tiles. */
  width?: 'form' | 'wide';
};

/**
 * The pages outside the main layout (LAYOUT-02): no banner, header or footer, just the
 * shop's name leading home above the page's own content, centred on the grey background.
 */
export function StandalonePage({ children, width = 'form' }: StandalonePageProps) {
  const texts = useTexts().account;
  const { data: footer } = useFooter();
  return (
    <div className="flex min-h-dvh flex-col items-center bg-background px-4 py-8 sm:py-12">
      <header className="mb-6 sm:mb-8">
        <Link
          to="/"
          className="flex items-center gap-2.5 rounded-card py-1 pr-2 text-xl font-bold tracking-tight text-primary"
        >
          <span aria-hidden className="flex size-10 items-center justify-center rounded-full bg-primary text-secondary">
            <Wheat className="size-6" strokeWidth={2} />
          </span>
          {footer?.companyName || texts.shopName}
        </Link>
      </header>
      <main className={cn('flex w-full flex-col gap-6', width === 'wide' ? 'max-w-3xl' : 'max-w-md')}>{children}</main>
    </div>
  );
}

type AuthCardProps = {
  title: React.ReactNode;
  description?: React.ReactNode;
  children: React.ReactNode;
};

/** The page's one card: its `<h1>`, a line under it, and the form or message. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <Card className="gap-6 sm:py-8">
      <CardHeader className="items-center text-center sm:px-8">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="sm:px-8">{children}</CardContent>
    </Card>
  );
}

/** "Already have an account? Sign In" and the like, under a form. */
export function AuthSwitch({ children }: { children: React.ReactNode }) {
  return <p className="text-center text-sm text-muted-foreground">{children}</p>;
}
