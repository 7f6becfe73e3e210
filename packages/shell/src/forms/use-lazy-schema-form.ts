import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { translatedResolver, useTranslateFormMessage } from './form-messages';
import type { SchemaFormOptions } from './use-schema-form';

/**
 * `useSchemaForm` for a form on a page's first load: the schema and zod arrive in a chunk of
 * their own when the form is first focused or submitted, not with the page. `load` imports
 * a module whose resolver was made with `schemaResolver`.
 */
export function useLazySchemaForm<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
  options?: SchemaFormOptions<Input, Output>,
) {
  const translate = useTranslateFormMessage();
  const form = useForm<Input, unknown, Output>({
    resolver: translatedResolver<Input, Output>(
      async (values, context, resolverOptions) => (await load())(values, context, resolverOptions),
      translate,
    ),
    ...options,
  });
  return { form, preload: () => void load().catch(() => undefined) };
}
