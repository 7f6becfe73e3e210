import { cn } from '../lib/cn';
import { useLabels } from '../provider/dhanya-provider';
import type { LabelOverrides } from '../lib/labels';

/** One language the shop is in: its name in its own script, and this page in it. */
export type LanguageOption = {
  /** BCP 47 language code, e.g. `hi`: the link's `hreflang` and its name's `lang`. */
  code: string;
  /** The language's name in its own script, e.g. "हिन्दी". */
  name: string;
  /** This same page in that language. A plain link: the page is loaded in the other language. */
  href: string;
  /** The page's own language. */
  current?: boolean | undefined;
};

export type LanguageSwitchLabels = {
  /** The switcher's accessible name. */
  label: string;
};

const defaultLabels: LanguageSwitchLabels = { label: 'Language' };

export type LanguageSwitchProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  languages: LanguageOption[];
  /** Its texts, each defaulting to the spec's. */
  labels?: LabelOverrides<LanguageSwitchLabels> | undefined;
};

/**
 * The shop's languages, each named in its own script ("English", "हिन्दी"), the page's own
 * marked current; each link leads to the same page in that language.
 */
export function LanguageSwitch({ languages, labels: labelOverrides, className, ...props }: LanguageSwitchProps) {
  const labels = useLabels('LanguageSwitch', defaultLabels, labelOverrides);
  return (
    <nav data-slot="language-switch" aria-label={labels.label} className={cn('flex', className)} {...props}>
      <ul className="flex items-center rounded-full border border-border p-0.5">
        {languages.map((language) => (
          <li key={language.code}>
            <a
              href={language.href}
              hrefLang={language.code}
              lang={language.code}
              aria-current={language.current ? 'true' : undefined}
              className={cn(
                'flex h-8 min-w-12 items-center justify-center rounded-full px-3 text-sm font-medium text-foreground transition-colors hover:bg-muted',
                'aria-[current=true]:bg-primary aria-[current=true]:text-primary-foreground',
              )}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
