import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from './dialog';
import { Tooltip, TooltipProvider } from './tooltip';

beforeAll(() => {
  // jsdom's MouseEvent-based fallback has no pointerType; React reads it from the native event.
  if (typeof window.PointerEvent === 'undefined' || !('pointerType' in window.PointerEvent.prototype)) {
    class PointerEventPolyfill extends MouseEvent {
      pointerType: string;
      pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? 'mouse';
        this.pointerId = init.pointerId ?? 1;
      }
    }
    window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
  }
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function renderTooltip() {
  render(
    <TooltipProvider>
      <Tooltip content="My Cart">
        <button>Cart</button>
      </Tooltip>
    </TooltipProvider>,
  );
  return screen.getByRole('button', { name: 'Cart' });
}

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('[CONST-01] a touch released before 700 ms does not open it', () => {
    const trigger = renderTooltip();
    fireEvent.pointerDown(trigger, { pointerType: 'touch', button: 0 });
    advance(400);
    fireEvent.pointerUp(trigger, { pointerType: 'touch', button: 0 });
    advance(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('[CONST-01] a long-pressed tooltip stays open after the finger lifts', () => {
    const trigger = renderTooltip();
    fireEvent.pointerDown(trigger, { pointerType: 'touch', button: 0 });
    advance(700);
    fireEvent.pointerUp(trigger, { pointerType: 'touch', button: 0 });
    fireEvent.pointerOut(trigger, { pointerType: 'touch', relatedTarget: document.body });
    advance(1000);
    expect(screen.getByRole('tooltip')).toHaveTextContent('My Cart');
  });

  it('Escape closes a tooltip in a dialog, not the dialog', () => {
    render(
      <Dialog defaultOpen>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Edit</DialogTitle>
          <Tooltip content="Remove">
            <button>Remove item</button>
          </Tooltip>
        </DialogContent>
      </Dialog>,
    );
    act(() => screen.getByRole('button', { name: 'Remove item' }).focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Remove');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
