import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { clearChunkReloadFlag, isChunkLoadError, reloadOnceAfterChunkError } from './chunk-load-error';

export { isChunkLoadError, reloadOnceAfterChunkError } from './chunk-load-error';

/**
 * React.lazy that reloads the page once when the part cannot be fetched (a new build replaced it),
 * and lets the error reach the error boundary when the reload did not help.
 */
export function lazyWithReload<Props extends object>(
  factory: () => Promise<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => {
    try {
      const loaded = await factory();
      clearChunkReloadFlag();
      return loaded;
    } catch (error) {
      if (isChunkLoadError(error) && reloadOnceAfterChunkError()) {
        // Keep suspending until the reload replaces the page, instead of flashing an error.
        return new Promise<never>(() => {});
      }
      throw error;
    }
  });
}
