export {
  useController,
  useFormState,
  useWatch,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
export {
  FormField,
  FormSelect,
  useFieldError,
  useFieldErrorProps,
  type FormFieldProps,
  type FormSelectProps,
} from './form-field';
export { SchemaForm } from './schema-form';
export { useSchemaForm, type SchemaFormOptions } from './use-schema-form';
export { chosenFileSchema } from './file-schema';
