import { cn } from '@dhanya/ui';

type PageHeadingProps = Omit<React.ComponentProps<'header'>, 'title'> & {
  title: React.ReactNode;
  /** One line under the title: what the page lists, how many. */
  description?: React.ReactNode;
  /** Controls at the start of the header, e.g. a back button. */
  before?: React.ReactNode;
};

/** The one `<h1>` of a catalogue page with its short description. */
export function PageHeading({ title, description, before, className, ...props }: PageHeadingProps) {
  return (
    <header className={cn('mb-6 flex flex-col gap-2 min-[900px]:mb-8', className)} {...props}>
      {before}
      <h1 className="text-2xl leading-tight font-bold text-primary min-[900px]:text-3xl">{title}</h1>
      {description && <p className="max-w-prose text-sm text-muted-foreground min-[900px]:text-base">{description}</p>}
    </header>
  );
}
