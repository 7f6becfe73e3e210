// What the page's first script (capture.ts) hands to the hydrated app (replay.ts).

/** One thing the shopper did before the page could answer: a held event, or an edited field. */
export type EarlyEntry =
  | {
      kind: 'event';
      type: string;
      target: Element;
      /** The control it was meant for (the button around the icon tapped), or the form sent. */
      control: Element;
      /** What the control said when it was tapped: a control that says otherwise now is not answered. */
      label: string;
      /** The event's own fields, to dispatch an equal event later. */
      init: PointerEventInit & KeyboardEventInit;
      /** A held form submission: the button that sent it. */
      submitter?: HTMLElement | null;
    }
  | { kind: 'edited'; target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement };

type EarlyInputHandOver = {
  entries: EarlyEntry[];
  /** What the mouse is over (a mega-menu tab), to hover it again for the hydrated code. */
  hovered: Element | null;
};

export type EarlyInput = {
  /** True once the shopper has touched, clicked, scrolled with the wheel or pressed a key. */
  acted: boolean;
  /** Stops holding input and hands over what was held, once; later calls hand over nothing. */
  release: () => EarlyInputHandOver;
};

declare global {
  interface Window {
    dhanyaEarlyInput?: EarlyInput;
  }
}
