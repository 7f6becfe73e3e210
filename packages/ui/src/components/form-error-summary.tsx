import { CircleAlert } from 'lucide-react';
import { cn } from '../lib/cn';

export type FormErrorSummaryProps = React.ComponentProps<'div'> & {
  /** One message, or several (each becomes a list item). Nothing renders when empty. */
  errors?: React.ReactNode | React.ReactNode[] | undefined;
};

/** The message a form shows above its buttons when a submit is refused, announced at once. */
export function FormErrorSummary({ errors, className, ...props }: FormErrorSummaryProps) {
  const list = (Array.isArray(errors) ? errors : [errors]).filter(
    (error) => error !== undefined && error !== null && error !== false && error !== '',
  );
  if (list.length === 0) return null;
  return (
    <div
      data-slot="form-error-summary"
      role="alert"
      className={cn('flex gap-2 rounded-card border border-error/40 bg-error-soft p-3 text-sm text-error', className)}
      {...props}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {list.length === 1 ? (
        <p>{list[0]}</p>
      ) : (
        <ul className="list-disc pl-4">
          {list.map((error, index) => (
            <li key={index}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
