import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { ErrorSummaryContext } from './error-summary-context';

type SchemaFormProps<Input extends FieldValues, Output> = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  form: UseFormReturn<Input, unknown, Output>;
  /** Runs once the schema accepts the values; the form counts as submitting until it settles. */
  onValid: SubmitHandler<Output>;
  /** The id of the form's one error summary, when its fields show no messages of their own. */
  errorSummaryId?: string;
};

/** A `<form>` whose fields (`FormField`, `FormSelect`) read `form` from context. */
export function SchemaForm<Input extends FieldValues, Output>({
  form,
  onValid,
  errorSummaryId,
  children,
  ...props
}: SchemaFormProps<Input, Output>) {
  return (
    <FormProvider {...form}>
      <ErrorSummaryContext.Provider value={errorSummaryId}>
        <form {...props} onSubmit={form.handleSubmit(onValid)}>
          {children}
        </form>
      </ErrorSummaryContext.Provider>
    </FormProvider>
  );
}
