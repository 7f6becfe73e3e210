import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../lib/cn';

/** The spec's tooltip timings: 100 ms to open on hover, a 700 ms press to open on touch. */
export const TOOLTIP_ENTER_DELAY_MS = 100;
export const TOOLTIP_TOUCH_DELAY_MS = 700;

export function TooltipProvider({
  delayDuration = TOOLTIP_ENTER_DELAY_MS,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

export type TooltipProps = {
  /** The tooltip's text. */
  content: React.ReactNode;
  /** The element the tooltip describes; must accept a ref (a button or link). */
  children: React.ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  enterDelayMs?: number;
  touchDelayMs?: number;
};

/**
 * A tooltip that opens after a short hover or keyboard focus, and after a long press on touch
 * screens, where Radix alone never opens one.
 */
export function Tooltip({
  content,
  children,
  side = 'bottom',
  enterDelayMs = TOOLTIP_ENTER_DELAY_MS,
  touchDelayMs = TOOLTIP_TOUCH_DELAY_MS,
}: TooltipProps) {
  const [open, setOpen] = useState(false);
  const touchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(touchTimer.current), []);

  const onPointerDown = (event: React.PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    clearTimeout(touchTimer.current);
    touchTimer.current = setTimeout(() => setOpen(true), touchDelayMs);
  };
  const cancelTouch = () => clearTimeout(touchTimer.current);

  return (
    <TooltipPrimitive.Root open={open} onOpenChange={setOpen} delayDuration={enterDelayMs}>
      <TooltipPrimitive.Trigger
        asChild
        onPointerDown={onPointerDown}
        onPointerUp={cancelTouch}
        onPointerCancel={cancelTouch}
      >
        {children}
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          data-slot="tooltip-content"
          side={side}
          sideOffset={6}
          className={cn(
            'z-50 rounded-md bg-primary px-2.5 py-1.5 text-xs font-medium text-primary-foreground shadow-md',
            'motion-safe:data-[state=delayed-open]:animate-fade-in',
          )}
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-primary" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
