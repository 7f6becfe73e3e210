import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { translatedResolver, useTranslateFormMessage } from './form-messages';

type SchemaFormOptions<Input extends FieldValues, Output> = Omit<UseFormProps<Input, unknown, Output>, 'resolver'>;

/**
 * A react-hook-form form checked by one of the contract's zod schemas (`@dhanya/api`): the
 * browser runs the same rules, and shows the same messages, as the server. The submit handler
 * receives the schema's output (trimmed, defaulted), ready to send. The messages are shown in
 * the language a `FormMessagesProvider` above gives.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options?: SchemaFormOptions<Input, Output>,
) {
  const translate = useTranslateFormMessage();
  return useForm<Input, unknown, Output>({ resolver: translatedResolver(zodResolver(schema), translate), ...options });
}

/** The resolver `useSchemaForm` gives a schema, for a module that `useFirstUseForm` loads. */
export function schemaResolver<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>) {
  return zodResolver(schema);
}
