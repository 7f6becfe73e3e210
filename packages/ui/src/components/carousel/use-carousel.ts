import * as React from 'react';
import { useLatest } from '../../lib/use-latest';

export type CarouselImage = {
  _id: string;
  title: string;
  description?: string | undefined;
  imageUrl: string;
  /** Other sizes of the same picture (`srcset`), so a phone need not load the desktop one. */
  srcSet?: string | undefined;
  /** The picture's own size in px; a 1600 × 600 banner when not given. */
  width?: number | undefined;
  height?: number | undefined;
};

export type CarouselLabels = {
  /** The region's accessible name, when no `label` is given. */
  label: string;
  /** How screen readers name the region's kind (`aria-roledescription`). */
  carousel: string;
  /** How screen readers name each slide's kind. */
  slideKind: string;
  /** Shown while the slides load. */
  loading: string;
  /** Shown when there are no slides. */
  empty: string;
  previous: string;
  next: string;
  play: string;
  pause: string;
  progress: string;
  goTo: (slideNumber: number) => string;
  slide: (slideNumber: number, total: number) => string;
};

export const defaultCarouselLabels: CarouselLabels = {
  label: 'Featured products',
  carousel: 'carousel',
  slideKind: 'slide',
  loading: 'Loading Amazing Content...',
  empty: 'No images available',
  previous: 'Previous slide',
  next: 'Next slide',
  play: 'Start auto-play',
  pause: 'Pause auto-play',
  progress: 'Time until next slide',
  goTo: (n) => `Go to slide ${n}`,
  slide: (n, total) => `${n} of ${total}`,
};

type CarouselTiming = {
  intervalMs: number;
  progressStepMs: number;
  swipeThreshold: number;
  resumeAfterSwipeMs: number;
};

/*
 * `autoPlay` is the user's choice (toggle, arrows, dots, keyboard). Hover, touch and keyboard
 * focus are temporary holds on top of it: when one ends, auto-play carries on only if the
 * user had not switched it off meanwhile.
 */
type CarouselState = {
  /** The slide shown when the index is not controlled. */
  index: number;
  /** Counts the moves from slide to slide, so each one is reported once. */
  moves: number;
  elapsed: number;
  autoPlay: boolean;
  hovered: boolean;
  touched: boolean;
  focused: boolean;
};

/** `from` is the controlled index, which a move starts from instead of the kept one. */
type CarouselAction =
  | { type: 'tick'; step: number; interval: number; count: number; from: number | undefined }
  | { type: 'select'; to: number | 'next' | 'previous'; count: number; pause: boolean; from: number | undefined }
  | { type: 'autoPlay'; on: boolean }
  | { type: 'hold'; reason: 'hovered' | 'touched' | 'focused'; on: boolean };

const wrap = (index: number, count: number) => ((index % count) + count) % count;
const isPlaying = (state: CarouselState) => state.autoPlay && !state.hovered && !state.touched && !state.focused;

function reducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'tick': {
      // A tick already queued when a hold began must not move the slide.
      if (!isPlaying(state)) return state;
      const elapsed = state.elapsed + action.step;
      if (elapsed < action.interval) return { ...state, elapsed };
      const from = action.from ?? state.index;
      return { ...state, index: wrap(from + 1, action.count), moves: state.moves + 1, elapsed: 0 };
    }
    case 'select': {
      const from = action.from ?? state.index;
      const target = action.to === 'next' ? from + 1 : action.to === 'previous' ? from - 1 : action.to;
      const index = wrap(target, action.count);
      return {
        ...state,
        index,
        moves: index === from ? state.moves : state.moves + 1,
        elapsed: index === from ? state.elapsed : 0,
        autoPlay: action.pause ? false : state.autoPlay,
      };
    }
    case 'autoPlay':
      return { ...state, autoPlay: action.on };
    case 'hold':
      return state[action.reason] === action.on ? state : { ...state, [action.reason]: action.on };
  }
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function reducedMotionList() {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(reducedMotionQuery)
    : undefined;
}

// Compatibility mouse events follow a tap; they must not count as a hover.
const TOUCH_MOUSE_GRACE_MS = 1000;

function isKeyboardFocus(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/** The slide shown, controlled (`index` with `onIndexChange`) or not (`defaultIndex`). */
export type CarouselIndexOptions = {
  /** The slide shown (from 0), to control the carousel from outside (with `onIndexChange`). */
  index?: number | undefined;
  /** The slide shown first, when `index` is not controlled. Default 0. */
  defaultIndex?: number | undefined;
  /** Called after each move to another slide, by the shopper or by auto-play. */
  onIndexChange?: ((index: number) => void) | undefined;
};

type UseCarouselStateOptions = CarouselTiming & CarouselIndexOptions & { count: number; autoPlay: boolean };

/*
 * Moves resolve in the reducer, so two presses before a render move two slides and a tick
 * queued as a hold begins is dropped. A controlled index is handed to each move as its
 * start (`from`), and moves are reported from an effect, since a reducer may not call out.
 * It is the contract of useControllableState, kept on the reducer.
 */
export function useCarouselState({
  count,
  autoPlay,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  ...timing
}: UseCarouselStateOptions) {
  const { intervalMs, progressStepMs, swipeThreshold, resumeAfterSwipeMs } = timing;
  const [state, dispatch] = React.useReducer(reducer, undefined, () => ({
    index: defaultIndex,
    moves: 0,
    elapsed: 0,
    autoPlay: autoPlay && !reducedMotionList()?.matches,
    hovered: false,
    touched: false,
    focused: false,
  }));
  const index = Math.min(Math.max(indexProp ?? state.index, 0), Math.max(count - 1, 0));
  const playing = count > 1 && isPlaying(state);
  const controlledIndex = useLatest(indexProp);
  const onIndexChangeRef = useLatest(onIndexChange);

  const reportedMoves = React.useRef(state.moves);
  React.useEffect(() => {
    if (state.moves === reportedMoves.current) return;
    reportedMoves.current = state.moves;
    onIndexChangeRef.current?.(state.index);
  }, [state.moves, state.index, onIndexChangeRef]);

  React.useEffect(() => {
    if (!playing) return;
    const id = setInterval(
      () =>
        dispatch({
          type: 'tick',
          step: progressStepMs,
          interval: intervalMs,
          count,
          from: controlledIndex.current,
        }),
      progressStepMs,
    );
    return () => clearInterval(id);
  }, [playing, progressStepMs, intervalMs, count, controlledIndex]);

  React.useEffect(() => {
    const list = reducedMotionList();
    if (!list?.addEventListener) return;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) dispatch({ type: 'autoPlay', on: false });
    };
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);

  const touchStart = React.useRef<{ x: number; y: number } | null>(null);
  const lastTouchAt = React.useRef(Number.NEGATIVE_INFINITY);
  const resumeTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(resumeTimer.current), []);

  // Relative moves resolve in the reducer, so two presses before a render move two slides.
  const goTo = React.useCallback(
    (to: number | 'next' | 'previous', { pause = true }: { pause?: boolean } = {}) => {
      if (count > 0) dispatch({ type: 'select', to, count, pause, from: controlledIndex.current });
    },
    [count, controlledIndex],
  );
  const next = React.useCallback((options?: { pause?: boolean }) => goTo('next', options), [goTo]);
  const previous = React.useCallback((options?: { pause?: boolean }) => goTo('previous', options), [goTo]);
  const setAutoPlay = React.useCallback((on: boolean) => dispatch({ type: 'autoPlay', on }), []);

  const endTouch = (end?: { clientX: number; clientY: number }) => {
    const start = touchStart.current;
    touchStart.current = null;
    lastTouchAt.current = Date.now();
    if (start && end) {
      const dx = end.clientX - start.x;
      const dy = end.clientY - start.y;
      // Mostly vertical movement is the page scrolling, not a swipe.
      if (Math.abs(dx) > swipeThreshold && Math.abs(dx) > Math.abs(dy)) {
        if (dx < 0) next({ pause: false });
        else previous({ pause: false });
      }
    }
    clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(
      () => dispatch({ type: 'hold', reason: 'touched', on: false }),
      resumeAfterSwipeMs,
    );
  };

  const regionHandlers = {
    onMouseEnter: () => {
      if (Date.now() - lastTouchAt.current < TOUCH_MOUSE_GRACE_MS) return;
      dispatch({ type: 'hold', reason: 'hovered', on: true });
    },
    onMouseLeave: () => dispatch({ type: 'hold', reason: 'hovered', on: false }),
    onTouchStart: (event: React.TouchEvent) => {
      const touch = event.touches[0];
      clearTimeout(resumeTimer.current);
      lastTouchAt.current = Date.now();
      touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      dispatch({ type: 'hold', reason: 'touched', on: true });
    },
    onTouchEnd: (event: React.TouchEvent) => endTouch(event.changedTouches[0]),
    onTouchCancel: () => endTouch(),
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === 'ArrowLeft') previous();
      else if (event.key === 'ArrowRight') next();
      else return;
      event.preventDefault();
    },
    // APG: keyboard focus inside stops rotation, except on the play/pause toggle itself.
    onFocus: (event: React.FocusEvent) => {
      const onToggle = event.target.closest('[data-slot="carousel-play-toggle"]');
      dispatch({ type: 'hold', reason: 'focused', on: !onToggle && isKeyboardFocus(event.target) });
    },
    onBlur: (event: React.FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
        dispatch({ type: 'hold', reason: 'focused', on: false });
      }
    },
  };

  return {
    count,
    index,
    playing,
    autoPlay: state.autoPlay,
    progress: Math.min(100, Math.round((state.elapsed / intervalMs) * 100)),
    goTo,
    next,
    previous,
    setAutoPlay,
    regionHandlers,
  };
}

type CarouselContextValue = Omit<ReturnType<typeof useCarouselState>, 'regionHandlers'> & {
  slides: readonly CarouselImage[];
  labels: CarouselLabels;
};

export const CarouselContext = React.createContext<CarouselContextValue | null>(null);

export function useCarousel() {
  const context = React.useContext(CarouselContext);
  if (!context) throw new Error('useCarousel must be used within a <Carousel> or <CarouselRoot>');
  return context;
}
