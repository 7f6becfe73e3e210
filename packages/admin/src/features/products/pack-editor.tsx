import { maxPacks } from '@dhanya/api';
import { useFieldArray, useFormContext } from '@dhanya/shell';
import { Button } from '@dhanya/ui';
import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type PackMove, PackFieldset } from './pack-fieldset';
import { type ProductEditorInput, emptyPackRow } from './product-form-values';

/** The move button to keep the keyboard on after a move; the other one when it is now disabled. */
function focusMoveButton(row: HTMLFieldSetElement | undefined, direction: PackMove) {
  const button = (which: PackMove) => row?.querySelector<HTMLButtonElement>(`[data-move="${which}"]`);
  const kept = button(direction);
  if (kept && !kept.disabled) kept.focus();
  else button(direction === 'up' ? 'down' : 'up')?.focus();
}

/**
 * The product form's packs: one fieldset each, in the order the shop shows them (the first is
 * the default), moved with buttons rather than dragged, added up to `maxPacks`, removed down
 * to one. The keyboard stays on the pack moved, and a screen reader hears where it went.
 */
export function PackEditor() {
  const { control, getValues, setFocus } = useFormContext<ProductEditorInput>();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'packs' });
  const rows = useRef(new Map<string, HTMLFieldSetElement>());
  const [news, setNews] = useState('');
  const headingId = useId();
  const hintId = useId();
  const full = fields.length >= maxPacks;
  const onlyOne = fields.length === 1;

  const nameOf = (index: number) => {
    const label = getValues(`packs.${index}.label`).trim();
    return label ? `“${label}”` : `Pack ${index + 1}`;
  };

  function moveRow(index: number, direction: PackMove) {
    const target = direction === 'up' ? index - 1 : index + 1;
    const { id } = fields[index]!;
    const name = nameOf(index);
    flushSync(() => move(index, target));
    focusMoveButton(rows.current.get(id), direction);
    setNews(`${name} is now pack ${target + 1}.`);
  }

  function removeRow(index: number) {
    const name = nameOf(index);
    flushSync(() => remove(index));
    setFocus(`packs.${Math.min(index, fields.length - 2)}.label`);
    setNews(`${name} removed.`);
  }

  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h4 id={headingId} className="text-sm font-semibold text-foreground">
          Packs
        </h4>
        <p className="text-xs text-muted-foreground">
          The first pack is the one the shop shows first. A product sold in one size needs only its stock and price; add
          a pack for each other size.
        </p>
      </div>
      <ol className="flex flex-col gap-3">
        {fields.map((row, index) => (
          <li key={row.id}>
            <PackFieldset
              ref={(element) => {
                if (element) rows.current.set(row.id, element);
                else rows.current.delete(row.id);
              }}
              index={index}
              count={fields.length}
              onMove={(direction) => moveRow(index, direction)}
              onRemove={() => removeRow(index)}
              removeHintId={onlyOne ? hintId : undefined}
            />
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={full}
        aria-describedby={full ? hintId : undefined}
        onClick={() => append(emptyPackRow(), { focusName: `packs.${fields.length}.label` })}
      >
        <Plus aria-hidden />
        Add pack
      </Button>
      {(full || onlyOne) && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {full
            ? `A product can have at most ${maxPacks} packs.`
            : 'A product needs at least one pack, so its only pack cannot be removed.'}
        </p>
      )}
      <p role="status" className="sr-only">
        {news}
      </p>
    </div>
  );
}
