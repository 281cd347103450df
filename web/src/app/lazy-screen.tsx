import { type ComponentType, lazy, useState } from 'react';

export interface LazyScreen {
  /** Renders the screen, suspending until its module has loaded. */
  element: React.JSX.Element;
  /** Starts loading the module (once); the routes call it for every route a URL matches. */
  preload: () => Promise<ComponentType>;
}

/**
 * A screen whose module is fetched the first time it is needed. Unlike React.lazy alone, a screen
 * whose module has already arrived (preloaded with its parent's) renders at once, without
 * suspending, so the shell and the page it holds come up together.
 */
export const lazyScreen = (load: () => Promise<ComponentType>): LazyScreen => {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then((Loaded) => {
      loaded = Loaded;
      return Loaded;
    });
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await preload() }));
  const Screen = () => {
    // Chosen once per mount: switching from one to the other would remount the screen.
    const [Loaded] = useState(() => loaded ?? Suspending);
    return <Loaded />;
  };
  return { element: <Screen />, preload };
};
