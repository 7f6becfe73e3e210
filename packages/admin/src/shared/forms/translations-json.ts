/** A form's values as its multipart write sends them: the language tabs' `translations` as JSON. */
export function withTranslationsJson<Values extends { translations: unknown }>({
  translations,
  ...values
}: Values): Omit<Values, 'translations'> & { translations: string } {
  return { ...values, translations: JSON.stringify(translations) };
}
