import { useController, useFormState } from '@dhanya/shell';
import { useState } from 'react';
import { ImagePicker } from './image-picker';
import { useImageChoice } from './use-image-choice';

type FormImagePickerProps = {
  /** The form's field holding the chosen `File`, or null. */
  name: string;
  label: string;
  currentUrl?: string | null;
};

/** An `ImagePicker` bound to a `SchemaForm`'s field, disabled while the form is sent. */
export function FormImagePicker({ name, label, currentUrl }: FormImagePickerProps) {
  const { field } = useController({ name });
  const { isSubmitting } = useFormState();
  const image = useImageChoice();
  const [error, setError] = useState<string>();
  return (
    <ImagePicker
      label={label}
      previewUrl={image.previewUrl}
      currentUrl={currentUrl}
      onChoose={(file) => {
        image.choose(file);
        field.onChange(file);
      }}
      error={error}
      onError={setError}
      disabled={isSubmitting}
    />
  );
}
