import { useId } from 'react';

type FormBesideListProps = {
  title: string;
  /** The list's own heading: "Current offers". */
  listTitle: string;
  form: React.ReactNode;
  list: React.ReactNode;
};

/** A tab whose add form sits beside the list it adds to (on a phone, above it). */
export function FormBesideList({ title, listTitle, form, list }: FormBesideListProps) {
  const headingId = useId();
  const listHeadingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6 py-6">
      <h2 id={headingId} className="text-2xl font-bold text-foreground">
        {title}
      </h2>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        {form}
        <section aria-labelledby={listHeadingId} className="flex flex-col gap-3">
          <h3 id={listHeadingId} className="text-lg font-semibold text-foreground">
            {listTitle}
          </h3>
          {list}
        </section>
      </div>
    </section>
  );
}
