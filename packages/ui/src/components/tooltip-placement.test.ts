import { describe, expect, it } from 'vitest';
import { BUBBLE_GAP_PX, placeBubble } from './tooltip-placement';

const viewport = { width: 800, height: 600 };
const bubble = { width: 100, height: 30 };
const trigger = { top: 300, left: 400, width: 40, height: 40 };

describe('placeBubble', () => {
  it('centres the bubble on the side asked for, with the arrow at the trigger centre', () => {
    expect(placeBubble(trigger, bubble, 'bottom', viewport)).toEqual({
      side: 'bottom',
      top: 340 + BUBBLE_GAP_PX,
      left: 370,
      arrowOffset: 50,
      visible: true,
    });
    expect(placeBubble(trigger, bubble, 'left', viewport)).toMatchObject({
      side: 'left',
      top: 305,
      left: 400 - BUBBLE_GAP_PX - 100,
      arrowOffset: 15,
    });
  });

  it('goes to the opposite side when only that one has room', () => {
    const atTheTop = { ...trigger, top: 5 };
    expect(placeBubble(atTheTop, bubble, 'top', viewport).side).toBe('bottom');
    const nowhere = { top: 0, left: 0, width: 800, height: 600 };
    expect(placeBubble(nowhere, bubble, 'top', viewport).side).toBe('top');
  });

  it('shifts along the edge to stay in the viewport, the arrow still at the trigger', () => {
    const atTheRight = { ...trigger, left: 770, width: 30 };
    const placement = placeBubble(atTheRight, bubble, 'bottom', viewport);
    expect(placement.left).toBe(700);
    expect(placement.arrowOffset).toBe(85);
  });
});
