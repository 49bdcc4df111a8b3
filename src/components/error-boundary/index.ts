export { AppErrorBoundary } from './app-error-boundary';
export { clearChunkReloadFlag, isChunkLoadError, reloadOnceAfterChunkError } from './chunk-load-error';
export { lazyWithReload } from './lazy-with-reload';
