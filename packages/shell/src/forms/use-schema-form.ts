import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

export type SchemaFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver'
>;

/**
 * A react-hook-form form checked by one of the contract's zod schemas (`@dhanya/api`): the
 * browser runs the same rules, and shows the same messages, as the server. The submit handler
 * receives the schema's output (trimmed, defaulted), ready to send.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options?: SchemaFormOptions<Input, Output>,
) {
  return useForm<Input, unknown, Output>({ resolver: zodResolver(schema), ...options });
}

/** The resolver `useSchemaForm` gives a schema, for a module that `useLazySchemaForm` loads. */
export function schemaResolver<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>) {
  return zodResolver(schema);
}
