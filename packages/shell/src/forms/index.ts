export {
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
export { FormField, useFieldError, useFieldErrorProps, type FormFieldProps } from './form-field';
export { FormSelect, type FormSelectProps } from './form-select';
export { SchemaForm } from './schema-form';
export { useLazySchemaForm } from './use-lazy-schema-form';
export { schemaResolver, useSchemaForm, type SchemaFormOptions } from './use-schema-form';
