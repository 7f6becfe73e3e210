import { useId } from 'react';
import { useLiteModeSwitch } from '../../shared/lite-mode';
import { useTexts } from '../../shared/locale';

/**
 * The footer's "Lite mode" switch (issue 35): on, the shop uses less data on this phone from
 * now on (the phone's fonts, the smallest pictures, pictures below the first screen on a tap);
 * remembered for a year, and it wins over what the browser asks for.
 */
export function LiteModeSwitch() {
  const { lite, setLite } = useLiteModeSwitch();
  const texts = useTexts().layout;
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1 border-t border-primary-foreground/20 pt-6 text-sm">
      <button
        type="button"
        role="switch"
        aria-checked={lite}
        aria-describedby={hintId}
        onClick={() => setLite(!lite)}
        className="inline-flex min-h-11 cursor-pointer items-center gap-3 self-start rounded-full font-medium focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-secondary"
      >
        <span
          aria-hidden
          data-on={lite}
          className="relative h-6 w-11 shrink-0 rounded-full bg-primary-foreground/30 transition-colors data-[on=true]:bg-secondary"
        >
          <span
            data-on={lite}
            className="absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform data-[on=true]:translate-x-5"
          />
        </span>
        {texts.liteMode}
      </button>
      <p id={hintId} className="text-primary-foreground/85">
        {texts.liteModeHint}
      </p>
    </div>
  );
}
