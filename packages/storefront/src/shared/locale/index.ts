export { type Catalogue, catalogueModule, loadCatalogue } from './catalogue';
export { LocaleProvider, useLocale, useServerWords, useTexts } from './locale-context';
export { type Locale, allLocales, localeOfPath, locales, pathInLocale, publishedLocales } from './locales';
export { answerLanguage, languageChoicePath } from './language-choice';
