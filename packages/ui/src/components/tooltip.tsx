import { Slot } from '@radix-ui/react-slot';
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { deferredPart, preload, useDeferredPart } from '../lib/deferred-part';

/** The spec's tooltip timings: 100 ms to open on hover, a 700 ms press to open on touch. */
export const TOOLTIP_ENTER_DELAY_MS = 100;
export const TOOLTIP_TOUCH_DELAY_MS = 700;

type TooltipGroup = {
  delayDuration: number;
  /** True while a tooltip is open or closed less than `skipDelayDuration` ago: the next opens at once. */
  opensAtOnce: () => boolean;
  onOpen: () => void;
  onClose: () => void;
};

const TooltipContext = createContext<TooltipGroup | null>(null);

type TooltipProviderProps = {
  children: React.ReactNode;
  /** Hover time before a tooltip opens (each Tooltip may set its own). */
  delayDuration?: number | undefined;
  /** Within this long of a tooltip closing, hovering another opens it at once. */
  skipDelayDuration?: number | undefined;
};

/** Tooltips below it share their timing: moving from one to the next opens the next at once. */
export function TooltipProvider({
  children,
  delayDuration = TOOLTIP_ENTER_DELAY_MS,
  skipDelayDuration = 300,
}: TooltipProviderProps) {
  const state = useRef({ open: 0, closedAt: Number.NEGATIVE_INFINITY });
  const group = useMemo<TooltipGroup>(
    () => ({
      delayDuration,
      opensAtOnce: () =>
        skipDelayDuration > 0 && (state.current.open > 0 || Date.now() - state.current.closedAt < skipDelayDuration),
      onOpen: () => {
        state.current.open += 1;
      },
      onClose: () => {
        state.current.open = Math.max(0, state.current.open - 1);
        state.current.closedAt = Date.now();
      },
    }),
    [delayDuration, skipDelayDuration],
  );
  return <TooltipContext.Provider value={group}>{children}</TooltipContext.Provider>;
}

export type TooltipProps = {
  /** The tooltip's text. */
  content: React.ReactNode;
  /** The element the tooltip describes; must accept a ref (a button or link). */
  children: React.ReactElement;
  /** Where the bubble goes beside the trigger (the opposite side when there is no room). Default `bottom`. */
  side?: 'top' | 'right' | 'bottom' | 'left' | undefined;
  /** Hover time in ms before it opens; the TooltipProvider's, else 100, by default. */
  enterDelayMs?: number | undefined;
  /** How long, in ms, a press on a touch screen must last to open it. Default 700. */
  touchDelayMs?: number | undefined;
};

// The bubble is fetched when a pointer or focus first comes to a trigger.
const bubblePart = deferredPart(() => import('./tooltip-bubble'));

// Opening a tooltip closes any other (one at a time, as in Radix).
const OPEN_EVENT = 'dhanya-tooltip-open';

type OpenState = 'closed' | 'delayed-open' | 'instant-open';

/**
 * A tooltip that opens after a short hover or on keyboard focus, and after a long press on
 * touch screens. Only the trigger is rendered (on the server too); the bubble's code is
 * fetched when a pointer or focus first comes to it. Escape, a press, a click, a scroll or
 * leaving the trigger closes it; the pointer may move onto the bubble.
 */
export function Tooltip({
  content,
  children,
  side = 'bottom',
  enterDelayMs,
  touchDelayMs = TOOLTIP_TOUCH_DELAY_MS,
}: TooltipProps) {
  const group = useContext(TooltipContext);
  const [state, setState] = useState<OpenState>('closed');
  const open = state !== 'closed';
  const bubble = useDeferredPart(bubblePart, open);
  const id = useId();
  const triggerRef = useRef<HTMLElement>(null);
  const timers = useRef<{ open?: ReturnType<typeof setTimeout>; close?: ReturnType<typeof setTimeout> }>({});
  const pointer = useRef({ movedOver: false, down: false });

  const cancelTimers = () => {
    clearTimeout(timers.current.open);
    clearTimeout(timers.current.close);
  };
  const show = (how: Exclude<OpenState, 'closed'>) => {
    cancelTimers();
    setState((current) => (current === 'closed' ? how : current));
  };
  const hide = () => {
    cancelTimers();
    setState('closed');
  };

  useEffect(() => {
    if (!open) return;
    group?.onOpen();
    document.dispatchEvent(new CustomEvent(OPEN_EVENT, { detail: id }));
    const closeIfOther = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== id) setState('closed');
    };
    document.addEventListener(OPEN_EVENT, closeIfOther);
    return () => {
      document.removeEventListener(OPEN_EVENT, closeIfOther);
      group?.onClose();
    };
  }, [open, id, group]);
  useEffect(() => () => clearTimeout(timers.current.open), []);

  return (
    <>
      <Slot
        ref={triggerRef}
        aria-describedby={open && bubble ? id : undefined}
        data-state={state}
        onPointerEnter={() => preload(bubblePart)}
        onPointerMove={(event: React.PointerEvent) => {
          if (event.pointerType === 'touch' || pointer.current.movedOver) return;
          pointer.current.movedOver = true;
          clearTimeout(timers.current.open);
          if (group?.opensAtOnce()) show('instant-open');
          else {
            const delay = enterDelayMs ?? group?.delayDuration ?? TOOLTIP_ENTER_DELAY_MS;
            timers.current.open = setTimeout(() => show('delayed-open'), delay);
          }
        }}
        onPointerLeave={(event: React.PointerEvent) => {
          // A finger lifted after a long press leaves the trigger too: that tooltip stays
          // until the next press elsewhere.
          if (event.pointerType === 'touch') return;
          pointer.current.movedOver = false;
          clearTimeout(timers.current.open);
          // A moment to reach the bubble, which keeps it open (see TooltipBubble).
          timers.current.close = setTimeout(hide, 100);
        }}
        onPointerDown={(event: React.PointerEvent) => {
          hide();
          pointer.current.down = true;
          document.addEventListener('pointerup', () => (pointer.current.down = false), { once: true });
          if (event.pointerType !== 'touch') return;
          preload(bubblePart);
          timers.current.open = setTimeout(() => show('instant-open'), touchDelayMs);
        }}
        onPointerUp={(event: React.PointerEvent) => {
          if (event.pointerType === 'touch') clearTimeout(timers.current.open);
        }}
        onPointerCancel={() => clearTimeout(timers.current.open)}
        onFocus={() => {
          preload(bubblePart);
          if (!pointer.current.down) show('instant-open');
        }}
        onBlur={hide}
        onClick={hide}
      >
        {children}
      </Slot>
      {open && bubble && (
        <bubble.TooltipBubble
          id={id}
          state={state}
          side={side}
          anchor={triggerRef}
          onPointerEnter={cancelTimers}
          onClose={hide}
        >
          {content}
        </bubble.TooltipBubble>
      )}
    </>
  );
}
