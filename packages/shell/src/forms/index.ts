export { useController, useFormState, useWatch } from 'react-hook-form';
export { FormField, useFieldError, type FormFieldProps } from './form-field';
export { FormSelect, type FormSelectProps } from './form-select';
export { SchemaForm } from './schema-form';
export { useLazySchemaForm } from './use-lazy-schema-form';
export { schemaResolver, useSchemaForm, type SchemaFormOptions } from './use-schema-form';
