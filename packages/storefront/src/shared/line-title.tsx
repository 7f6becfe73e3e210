import { packLabelToShow } from '@dhanya/api';
import { ProductName } from '@dhanya/ui';

/**
 * A bought or saved line's title with its pack, "Aged Basmati Rice · 5 kg": the pack is
 * left out when there is none or the title already says it.
 */
export function LineTitle({ title, packLabel }: { title: string; packLabel: string | null | undefined }) {
  return <ProductName title={title} pack={packLabelToShow(title, packLabel)} />;
}
