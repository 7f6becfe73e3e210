export type Side = 'top' | 'right' | 'bottom' | 'left';

export type Placement = {
  /** The side the bubble went to: the one asked for, or the opposite when that has no room. */
  side: Side;
  top: number;
  left: number;
  /** Where the arrow points along the bubble's edge, from its left (or top) edge. */
  arrowOffset: number;
  /** False until measured, so the bubble never shows in the wrong place. */
  visible: boolean;
};

type Box = { top: number; left: number; width: number; height: number };
type Size = { width: number; height: number };

/** Trigger to bubble: Radix's 6 px side offset plus the 5 px arrow. */
export const BUBBLE_GAP_PX = 11;

const opposite: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Where a tooltip bubble of `size` goes beside `trigger` (viewport coordinates): centred on
 * the trigger, on `side` unless only the opposite side has room, and shifted along the edge
 * to stay inside the viewport, as Radix's popper places it (flip, then shift).
 */
export function placeBubble(trigger: Box, size: Size, side: Side, viewport: Size): Placement {
  const room: Record<Side, number> = {
    top: trigger.top,
    bottom: viewport.height - (trigger.top + trigger.height),
    left: trigger.left,
    right: viewport.width - (trigger.left + trigger.width),
  };
  const needed = (candidate: Side) =>
    (candidate === 'top' || candidate === 'bottom' ? size.height : size.width) + BUBBLE_GAP_PX;
  const placed = room[side] >= needed(side) || room[opposite[side]] < needed(opposite[side]) ? side : opposite[side];

  if (placed === 'top' || placed === 'bottom') {
    const centre = trigger.left + trigger.width / 2;
    const left = clamp(centre - size.width / 2, 0, viewport.width - size.width);
    return {
      side: placed,
      top:
        placed === 'bottom' ? trigger.top + trigger.height + BUBBLE_GAP_PX : trigger.top - BUBBLE_GAP_PX - size.height,
      left,
      arrowOffset: clamp(centre - left, 5, size.width - 5),
      visible: true,
    };
  }
  const centre = trigger.top + trigger.height / 2;
  const top = clamp(centre - size.height / 2, 0, viewport.height - size.height);
  return {
    side: placed,
    top,
    left: placed === 'right' ? trigger.left + trigger.width + BUBBLE_GAP_PX : trigger.left - BUBBLE_GAP_PX - size.width,
    arrowOffset: clamp(centre - top, 5, size.height - 5),
    visible: true,
  };
}
