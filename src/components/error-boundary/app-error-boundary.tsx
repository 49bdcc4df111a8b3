import { Trans } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/lib/sentry';
import { isChunkLoadError, reloadOnceAfterChunkError } from './chunk-load-error';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Last line of defence: reports the error and offers a reload instead of a blank page. Place it
 * inside the I18nProvider (its texts are translated) and around everything else. Plain elements
 * styled with Mantine's variables keep it working even when a provider below it is what failed.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadOnceAfterChunkError()) return;
    void reportError(error, { component: 'AppErrorBoundary', info: info.componentStack ?? undefined });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main role="alert" style={{ padding: 'var(--mantine-spacing-xl, 2rem)', fontFamily: 'var(--mantine-font-family, system-ui, sans-serif)', textAlign: 'center' }}>
        <h1 style={{ fontSize: '1.5rem' }}>
          <Trans>Something went wrong</Trans>
        </h1>
        <p>
          <Trans>Reloading the page usually helps. If it happens again, please tell your fiduciary.</Trans>
        </p>
        <button type="button" onClick={() => window.location.reload()} style={buttonStyle}>
          <Trans>Reload</Trans>
        </button>
      </main>
    );
  }
}

const buttonStyle = {
  padding: '0.5rem 1.25rem',
  border: 0,
  borderRadius: 'var(--mantine-radius-sm, 4px)',
  background: '#1c4e80',
  color: '#ffffff',
  fontSize: '1rem',
  cursor: 'pointer',
} as const;
