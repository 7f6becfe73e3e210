/** Field values of a multipart form: text fields and at most one image. */
export type FormFields = Record<string, string | number | Blob | null | undefined>;

/**
 * The multipart body of the upload calls. A missing image is left out, so an update keeps
 * the stored picture (API-32, API-33, API-36, API-38: "image optional").
 */
export function toFormData(fields: FormFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, String(value));
  }
  return form;
}
