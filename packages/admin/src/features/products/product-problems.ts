/** The error a form library keeps for one field, or anything else where none was kept. */
type FieldError = { message?: unknown } | undefined;
type ErrorTree = Record<string, unknown>;

const messageOf = (error: unknown): string | undefined => {
  const message = (error as FieldError)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

const isTree = (value: unknown): value is ErrorTree => typeof value === 'object' && value !== null;

/** A pack row's fields in the order they are shown. */
const packFields = ['label', 'quantity', 'netQuantity', 'unit', 'price', 'mrp', 'sku'] as const;

/** The list's own problem (too few or too many packs), then each row's: "Pack 2: Each pack needs its own SKU". */
function packProblems(packs: unknown): string[] {
  if (!isTree(packs)) return [];
  const list = messageOf(packs.root) ?? messageOf(packs);
  const rows = Object.keys(packs)
    .filter((key) => /^\d+$/.test(key))
    .map(Number)
    .sort((a, b) => a - b)
    .flatMap((index) => {
      const row = packs[index];
      if (!isTree(row)) return [];
      const hindiLabel =
        isTree(row.translations) && isTree(row.translations.hi) ? row.translations.hi.label : undefined;
      return [...packFields.map((field) => row[field]), hindiLabel].flatMap((error) => {
        const message = messageOf(error);
        return message ? [`Pack ${index + 1}: ${message}`] : [];
      });
    });
  return list ? [list, ...rows] : rows;
}

/** The Hindi tab's problems: "Hindi title must be at most 200 characters". */
function translationProblems(translations: unknown): string[] {
  if (!isTree(translations) || !isTree(translations.hi)) return [];
  const { hi } = translations;
  return [messageOf(hi.title), messageOf(hi.description)].filter((message): message is string => message !== undefined);
}

/**
 * Every problem of a refused product form, in the order its fields are shown, for the summary
 * above its buttons; a refusal of the server's that names no field comes last.
 */
export function productProblems(errors: ErrorTree): string[] {
  const root = isTree(errors.root) ? messageOf(errors.root.server) : undefined;
  return [
    messageOf(errors.title),
    messageOf(errors.description),
    ...translationProblems(errors.translations),
    messageOf(errors.aliases),
    messageOf(errors.category),
    messageOf(errors.hsnCode),
    messageOf(errors.gstRate),
    ...packProblems(errors.packs),
    messageOf(errors.image),
    root,
  ].filter((message): message is string => message !== undefined);
}
