import { Checkbox, formatIndianNumber } from '@dhanya/ui';

type UntranslatedFilterProps = {
  /** "products", "categories". */
  noun: string;
  /** How many are not yet in Hindi; undefined while it is not known. */
  count?: number | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * How many of a list are not yet in Hindi (issue 34), and a filter to show only those: the
 * shop owner finds what the Hindi pages still show in English.
 */
export function UntranslatedFilter({ noun, count, checked, onChange }: UntranslatedFilterProps) {
  const label =
    count === undefined
      ? `Only ${noun} not yet in Hindi`
      : `Only ${noun} not yet in Hindi (${formatIndianNumber(count)})`;
  return <Checkbox label={label} checked={checked} onChange={(event) => onChange(event.target.checked)} />;
}
