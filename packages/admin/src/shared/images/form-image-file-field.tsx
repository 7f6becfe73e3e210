import { useController, useFieldErrorProps } from '@dhanya/shell';
import { useState } from 'react';
import { ImageFileField, type ImageFileFieldProps } from './image-file-field';

type FormImageFileFieldProps = Omit<ImageFileFieldProps, 'onChange' | 'error'> & {
  /** The form's field holding the chosen `File`, or null. */
  name: string;
};

/**
 * An `ImageFileField` bound to a `SchemaForm`'s field. A file input's value cannot be set, so
 * when the form resets the field to null the input is replaced by an empty one.
 */
export function FormImageFileField({ name, ...props }: FormImageFileFieldProps) {
  const { field } = useController({ name });
  const errorProps = useFieldErrorProps(name);
  const value = field.value instanceof File ? field.value : null;
  const [shown, setShown] = useState<File | null>(value);
  const [inputKey, setInputKey] = useState(0);
  if (value !== shown) {
    setShown(value);
    if (!value) setInputKey((key) => key + 1);
  }
  return <ImageFileField key={inputKey} {...props} {...errorProps} onChange={field.onChange} />;
}
