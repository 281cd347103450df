/**
 * jsdom has no layout and no matchMedia. This one answers min-width/max-width queries against a
 * width the test sets, so `useIsMobile` (and the sidebar drawer) can be exercised.
 */
let viewportWidth = 1280;
const listeners = new Set<() => void>();

const evaluate = (query: string): boolean => {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value]) =>
    kind === 'min' ? viewportWidth >= Number(value) : viewportWidth <= Number(value),
  );
};

export const installMatchMedia = (): void => {
  window.matchMedia = (query: string): MediaQueryList => {
    const list = {
      media: query,
      onchange: null,
      get matches() {
        return evaluate(query);
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    };
    return list as unknown as MediaQueryList;
  };
};

export const setViewportWidth = (width: number): void => {
  viewportWidth = width;
  for (const listener of listeners) listener();
};

export const resetViewport = (): void => {
  viewportWidth = 1280;
  listeners.clear();
};
