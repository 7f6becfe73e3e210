import { createContext, useContext, useMemo } from 'react';
import { type LabelOverrides, mergeLabels } from '../lib/labels';
import { renderAnchor, type RenderLink } from '../lib/link';
import { type LocaleFormat, localeFormat } from '../lib/locale-format';
import type { ComponentLabels } from './component-labels';

/**
 * Every text of the library in one dictionary, keyed by component: `{ ProductCard: {
 * addToWishlist: '…' }, Price: { compareAt: '…' } }`. A component's texts left out keep
 * their English defaults (the spec's wording).
 */
export type DhanyaLabels = {
  [Component in keyof ComponentLabels]?: LabelOverrides<ComponentLabels[Component]> | undefined;
};

type DhanyaSettings = { labels: DhanyaLabels; format: LocaleFormat; renderLink: RenderLink };

const DhanyaContext = createContext<DhanyaSettings>({
  labels: {},
  format: localeFormat('en-IN'),
  renderLink: renderAnchor,
});

export type DhanyaProviderProps = {
  /** Texts for every component below, keyed by component name; a component's own `labels` prop wins. */
  labels?: DhanyaLabels | undefined;
  /** How numbers, prices and dates are written (a BCP 47 tag); `en-IN` unless an outer provider says otherwise. */
  locale?: string | undefined;
  /**
   * How every component below renders a link, unless given its own `renderLink`: e.g. a
   * router's `({ href, ...props }) => <Link to={href} {...props} />`. A plain `<a>` by default.
   */
  renderLink?: RenderLink | undefined;
  /** The part of the app these settings apply to. */
  children?: React.ReactNode | undefined;
};

/**
 * The library's settings for everything below it: one dictionary of texts, the locale and the
 * way links are rendered. Providers nest: an inner one's labels are merged over the outer's,
 * component by component, and what it leaves out is the outer's.
 */
export function DhanyaProvider({ labels, locale, renderLink, children }: DhanyaProviderProps) {
  const outer = useContext(DhanyaContext);
  const settings = useMemo(
    () => ({
      labels: labels ? mergeDictionaries(outer.labels, labels) : outer.labels,
      format: locale ? localeFormat(locale) : outer.format,
      renderLink: renderLink ?? outer.renderLink,
    }),
    [outer, labels, locale, renderLink],
  );
  return <DhanyaContext value={settings}>{children}</DhanyaContext>;
}

function mergeDictionaries(outer: DhanyaLabels, inner: DhanyaLabels): DhanyaLabels {
  const merged: Record<string, object | undefined> = { ...outer };
  for (const [component, texts] of Object.entries(inner)) {
    const outerTexts = merged[component];
    merged[component] = outerTexts && texts ? mergeLabels(outerTexts, texts) : (texts ?? outerTexts);
  }
  return merged as DhanyaLabels;
}

/**
 * A component's texts: its defaults, then the provider's dictionary, then its own `labels`
 * prop. `defaults` may hold only some of them: a part fetched later defaults its own.
 */
export function useLabels<
  Component extends keyof ComponentLabels,
  Defaults extends Partial<ComponentLabels[Component]>,
>(
  component: Component,
  defaults: Defaults,
  own: LabelOverrides<ComponentLabels[Component]> | undefined,
): Defaults & Partial<ComponentLabels[Component]> {
  type Texts = Defaults & Partial<ComponentLabels[Component]>;
  const shared = useContext(DhanyaContext).labels[component] as LabelOverrides<Texts> | undefined;
  return mergeLabels<Texts>(mergeLabels<Texts>(defaults as Texts, shared), own as LabelOverrides<Texts> | undefined);
}

/** The component's own `renderLink`, else the provider's, else a plain anchor. */
export function useRenderLink(own: RenderLink | undefined): RenderLink {
  const shared = useContext(DhanyaContext).renderLink;
  return own ?? shared;
}

/** Numbers, prices and dates written in the provider's locale. */
export function useLocaleFormat(): LocaleFormat {
  return useContext(DhanyaContext).format;
}
