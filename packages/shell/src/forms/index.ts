export {
  FormProvider,
  useController,
  useFieldArray,
  useFormContext,
  useFormState,
  useWatch,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
export { chosenFileSchema } from './file-schema';
export { FormField, useFieldErrorProps } from './form-field';
export { FormMessagesProvider, type TranslateFormMessage } from './form-messages';
export { FormSelect } from './form-select';
export { LanguageTabs } from './language-tabs';
export { SchemaForm } from './schema-form';
export { useFirstUseForm } from './use-first-use-form';
export { schemaResolver, useSchemaForm } from './use-schema-form';
