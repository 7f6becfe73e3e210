const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

type PromotionCheck = {
  /** The form's values as typed. */
  values: Record<string, unknown>;
  /** The messages of the fields (and the form) that were refused. */
  messages: (string | undefined)[];
  /** The one message for any empty field: "Please fill all fields." */
  blank: string;
  /** Why nothing may be sent even when every field is filled: "User is not authenticated." */
  refusal?: string;
};

/**
 * The one problem a promotion form names after a refused submit, in the spec's order: an
 * empty field (ADMIN-16, ADMIN-21), then the refusal (ADMIN-19), then the schema's message.
 */
export function firstPromotionProblem({ values, messages, blank, refusal }: PromotionCheck): string | undefined {
  if (messages.length === 0) return undefined;
  if (Object.values(values).some(isBlank)) return blank;
  return refusal ?? messages.find(Boolean);
}
