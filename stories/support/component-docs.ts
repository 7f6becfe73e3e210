/** Removes the indentation every line of a template literal shares, and the blank first and last lines. */
function dedent(text: string) {
  const lines = text
    .replace(/^\n/, '')
    .replace(/\n\s*$/, '')
    .split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.search(/\S/)));
  return lines.map((line) => line.slice(indent)).join('\n');
}

/**
 * A component's docs page text (`parameters.docs`): what it is for and when to use it, in
 * markdown, then a short example.
 */
export function componentDocs(usage: string, example: string) {
  return { description: { component: `${dedent(usage)}\n\n\`\`\`tsx\n${dedent(example)}\n\`\`\`` } };
}

/** A props-table row for a variant prop, which react-docgen cannot read from a cva definition. */
export function variantArgType(options: readonly string[], defaultValue: string, description: string) {
  return {
    control: 'select' as const,
    options,
    description,
    table: {
      type: { summary: options.map((option) => `'${option}'`).join(' | ') },
      defaultValue: { summary: defaultValue },
    },
  };
}
