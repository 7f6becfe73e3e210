export { useController, useFormState, useWatch } from 'react-hook-form';
export { FormField, FormSelect, useFieldError, type FormFieldProps, type FormSelectProps } from './form-field';
export { SchemaForm } from './schema-form';
export { useSchemaForm, type SchemaFormOptions } from './use-schema-form';
