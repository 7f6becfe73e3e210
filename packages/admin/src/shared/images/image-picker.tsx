import { Button, ImageWithFallback, cn } from '@dhanya/ui';
import { useId, useRef } from 'react';
import { imageFileProblem } from './image-file';

type ImagePickerProps = {
  label: string;
  /** The new file's preview, when one is chosen. */
  previewUrl: string | null;
  /** The picture the record has now (edit mode), shown until a new one is chosen. */
  currentUrl?: string | null;
  onChoose: (file: File | null) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  disabled?: boolean;
};

/**
 * An optional picture for a form: a file input with a live preview of the chosen file (or
 * of the current picture when editing) and a way to take the choice back.
 */
export function ImagePicker({ label, previewUrl, currentUrl, onChoose, error, onError, disabled }: ImagePickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;

  function change(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? imageFileProblem(file) : undefined;
    onError(problem);
    if (problem) event.target.value = '';
    onChoose(problem ? null : file);
  }

  function clear() {
    if (inputRef.current) inputRef.current.value = '';
    onError(undefined);
    onChoose(null);
  }

  return (
    <div data-slot="field" className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <div className="flex items-center gap-3">
        {previewUrl ? (
          <img
            src={previewUrl}
            alt="Preview of the chosen file"
            className="size-20 shrink-0 rounded-card object-cover"
          />
        ) : (
          <ImageWithFallback
            src={currentUrl}
            alt={currentUrl ? 'Current image' : 'No image chosen'}
            className="size-20 shrink-0 rounded-card object-cover"
          />
        )}
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/*"
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={change}
            className={cn(
              'w-full max-w-full text-sm text-foreground file:mr-3 file:cursor-pointer file:rounded-card file:border file:border-primary file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-primary',
              'rounded-card focus-visible:ring-2 focus-visible:ring-secondary focus-visible:outline-none',
            )}
          />
          {previewUrl && (
            <Button type="button" variant="link" size="sm" onClick={clear} disabled={disabled}>
              Remove chosen image
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
