import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// `any` props: the constraint only says "a component"; M[K] keeps the real props type.
type AnyComponent = ComponentType<any>;

/** React.lazy for a module's named export (the project has no default exports). */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
