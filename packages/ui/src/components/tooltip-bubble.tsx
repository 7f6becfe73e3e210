import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../lib/cn';
import { placeBubble, type Placement, type Side } from './tooltip-placement';

type TooltipBubbleProps = {
  /** The id the trigger's `aria-describedby` names. */
  id: string;
  state: 'delayed-open' | 'instant-open';
  side: Side;
  anchor: React.RefObject<HTMLElement | null>;
  children: React.ReactNode;
  /** The pointer came onto the bubble: it stays open. */
  onPointerEnter: () => void;
  onClose: () => void;
};

const hidden: Placement = { side: 'bottom', top: 0, left: 0, arrowOffset: 0, visible: false };

/**
 * An open tooltip: a bubble beside its trigger (on the side asked for, or the opposite one
 * when there is no room), in a portal. Screen readers get its text through the hidden copy
 * with role="tooltip" that the trigger's `aria-describedby` names, as in Radix.
 */
export function TooltipBubble({ id, state, side, anchor, children, onPointerEnter, onClose }: TooltipBubbleProps) {
  const bubbleRef = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<Placement>(hidden);

  useLayoutEffect(() => {
    const trigger = anchor.current;
    const bubble = bubbleRef.current;
    if (!trigger || !bubble) return;
    setPlacement(
      placeBubble(trigger.getBoundingClientRect(), { width: bubble.offsetWidth, height: bubble.offsetHeight }, side, {
        width: window.innerWidth,
        height: window.innerHeight,
      }),
    );
  }, [anchor, side, children]);

  useEffect(() => {
    // Escape closes the tooltip first, not the dialog it may be in: heard before Radix's
    // dismissable layers, which leave an Escape alone once it is default-prevented.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && bubbleRef.current?.contains(event.target))) onClose();
    };
    // A scroll that moves the trigger leaves the bubble behind: close it.
    const onScroll = (event: Event) => {
      if (event.target instanceof Node && event.target.contains(anchor.current)) onClose();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', onScroll, { capture: true });
    return () => {
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [anchor, onClose]);

  return createPortal(
    <div
      ref={bubbleRef}
      data-slot="tooltip-content"
      data-state={state}
      data-side={placement.side}
      style={{ position: 'fixed', top: placement.top, left: placement.left }}
      className={cn(
        'z-50 rounded-md bg-primary px-2.5 py-1.5 text-xs font-medium text-primary-foreground shadow-md',
        'motion-safe:data-[state=delayed-open]:animate-fade-in',
        !placement.visible && 'invisible',
      )}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onClose}
    >
      {children}
      <Arrow side={placement.side} offset={placement.arrowOffset} />
      <span id={id} role="tooltip" className="sr-only">
        {children}
      </span>
    </div>,
    document.body,
  );
}

/** The 10 × 5 px triangle pointing at the trigger, placed and turned as Radix's arrow is. */
function Arrow({ side, offset }: { side: Side; offset: number }) {
  const alongEdge = side === 'top' || side === 'bottom' ? { left: offset - 5 } : { top: offset - 2.5 };
  const style: React.CSSProperties = {
    position: 'absolute',
    display: 'block',
    [{ top: 'bottom', bottom: 'top', left: 'right', right: 'left' }[side]]: 0,
    ...alongEdge,
    transformOrigin: { top: '', right: '0 0', bottom: 'center 0', left: '100% 0' }[side],
    transform: {
      top: 'translateY(100%)',
      right: 'translateY(50%) rotate(90deg) translateX(-50%)',
      bottom: 'rotate(180deg)',
      left: 'translateY(50%) rotate(-90deg) translateX(50%)',
    }[side],
  };
  return (
    <svg
      aria-hidden
      width={10}
      height={5}
      viewBox="0 0 30 10"
      preserveAspectRatio="none"
      className="fill-primary"
      style={style}
    >
      <polygon points="0,0 30,0 15,10" />
    </svg>
  );
}
