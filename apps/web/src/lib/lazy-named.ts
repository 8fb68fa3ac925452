import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

// `any` props: the constraint only says "a component"; M[K] keeps the real props type.
type AnyComponent = ComponentType<any>;

/** React.lazy for a module's named export (the project has no default exports). */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

export type PreloadableComponent<C extends AnyComponent> = C & {
  /** Loads the module; a mount after it has settled renders the page at once, without suspending. */
  preload: () => Promise<void>;
};

/**
 * lazyNamed whose code can be loaded before the first render. React.lazy suspends on its first
 * render even when the module has arrived, and the Suspense fallback (the page loader) would
 * replace the prerendered /login page for a frame: a flash. Once preloaded, a mount renders the
 * component itself. Which one is chosen once per mount, so a page mounted while its code loaded
 * keeps its lazy wrapper and is never remounted (its state kept).
 */
export function preloadableLazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): PreloadableComponent<M[K]> {
  let loaded: M[K] | undefined;
  const loadNamed = () =>
    load().then((module) => {
      loaded = module[name];
      return module[name];
    });
  const Lazy = lazy(() => loadNamed().then((component) => ({ default: component })));
  function Preloadable(props: Record<string, unknown>) {
    const [component] = useState<AnyComponent>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return Object.assign(Preloadable, { preload: () => loadNamed().then(() => undefined) }) as unknown as PreloadableComponent<M[K]>;
}
