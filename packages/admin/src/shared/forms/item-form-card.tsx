import { type FieldValues, SchemaForm, type SubmitHandler, type UseFormReturn, useFormState } from '@dhanya/shell';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@dhanya/ui';
import { useId } from 'react';

type ItemFormCardProps<Input extends FieldValues, Output> = {
  form: UseFormReturn<Input, unknown, Output>;
  onValid: SubmitHandler<Output>;
  heading: string;
  /** The heading's level in the tab's outline. */
  headingLevel?: 3 | 4;
  description?: React.ReactNode;
  /** What the heading names: the card as a region (a tab's only form) or the form itself. */
  labels?: 'card' | 'form';
  submitLabel: string;
  /** Shown while an item is edited: leaves the edit without saving. */
  cancel?: { label: string; onClick: () => void };
  errorSummaryId?: string;
  children: React.ReactNode;
};

/**
 * The add or edit form of an admin tab in a card: its heading, its fields (`children`, bound
 * by name to `form`) and its buttons, busy while the submit is being sent.
 */
export function ItemFormCard<Input extends FieldValues, Output>({
  form,
  onValid,
  heading,
  headingLevel = 3,
  description,
  labels = 'card',
  submitLabel,
  cancel,
  errorSummaryId,
  children,
}: ItemFormCardProps<Input, Output>) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const region = labels === 'card' ? { role: 'region', 'aria-labelledby': headingId } : {};
  return (
    <Card {...region}>
      <CardHeader>
        <CardTitle asChild>
          <Heading id={headingId}>{heading}</Heading>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        <SchemaForm
          form={form}
          onValid={onValid}
          errorSummaryId={errorSummaryId}
          aria-labelledby={labels === 'form' ? headingId : undefined}
          noValidate
          className="flex flex-col gap-4"
        >
          {children}
          <FormButtons submitLabel={submitLabel} cancel={cancel} />
        </SchemaForm>
      </CardContent>
    </Card>
  );
}

function FormButtons({ submitLabel, cancel }: Pick<ItemFormCardProps<FieldValues, unknown>, 'submitLabel' | 'cancel'>) {
  const { isSubmitting } = useFormState();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" loading={isSubmitting}>
        {submitLabel}
      </Button>
      {cancel && (
        <Button type="button" variant="outline" disabled={isSubmitting} onClick={cancel.onClick}>
          {cancel.label}
        </Button>
      )}
    </div>
  );
}
