import { createContext, useContext } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Turns a schema's message (the contract's English) into the page's language. */
export type TranslateFormMessage = (message: string) => string;

const FormMessagesContext = createContext<TranslateFormMessage | undefined>(undefined);

/**
 * The language every `SchemaForm` below shows its schema's messages in. The schemas, shared with
 * the server, speak English; an app in another language gives the translation here. Without a
 * provider (or with `translate` undefined) the messages are shown as the schema wrote them.
 */
export function FormMessagesProvider({
  translate,
  children,
}: {
  translate: TranslateFormMessage | undefined;
  children: React.ReactNode;
}) {
  return <FormMessagesContext value={translate}>{children}</FormMessagesContext>;
}

export function useTranslateFormMessage(): TranslateFormMessage | undefined {
  return useContext(FormMessagesContext);
}

/** Every `message` in a form's errors, nested fields and arrays included, translated. */
function translateErrors<T>(errors: T, translate: TranslateFormMessage): T {
  if (Array.isArray(errors)) return errors.map((error: unknown) => translateErrors(error, translate)) as T;
  if (!errors || typeof errors !== 'object') return errors;
  const translated: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') translated[key] = value;
    else if (key === 'message' && typeof value === 'string') translated[key] = translate(value);
    else translated[key] = translateErrors(value, translate);
  }
  return translated as T;
}

/** The resolver, with what it finds said in the page's language. */
export function translatedResolver<Input extends FieldValues, Output>(
  resolver: Resolver<Input, unknown, Output>,
  translate: TranslateFormMessage | undefined,
): Resolver<Input, unknown, Output> {
  if (!translate) return resolver;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    // A pass has no errors to translate; a refusal has no values.
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: translateErrors(result.errors as FieldErrors<Input>, translate) };
  };
}
