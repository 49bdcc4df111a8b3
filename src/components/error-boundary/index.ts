export { AppErrorBoundary } from './app-error-boundary';
export { isChunkLoadError, reloadOnceAfterChunkError } from './chunk-load-error';
