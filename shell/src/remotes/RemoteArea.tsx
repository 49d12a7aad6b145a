// Renders one area's remote route module: a spinner while it loads (or the page its server drew,
// inert until it is live), an error card with a working Retry when it fails, and the module
// (inside an error boundary) once it is there.
import { Spin } from 'antd';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { forgetPrerenderedPage, prerenderedHtml } from '../startup/prerendered-page';
import type { RemoteAreaName } from './remote-areas';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteErrorCard } from './RemoteErrorCard';
import { loadAreaModule } from './remote-loader';
import { Flex } from '@sonic-nexus/ui';

type LoadState = { status: 'loading' } | { status: 'ready'; Module: ComponentType } | { status: 'failed' };

export function RemoteArea({ area }: { area: RemoteAreaName }) {
  const [attempt, setAttempt] = useState(0);
  // The outcome of one load (an area, an attempt); any other load is still loading.
  const [loaded, setLoaded] = useState<{ load: string; state: LoadState } | null>(null);
  const load = `${area}#${attempt}`;
  const state: LoadState = loaded?.load === load ? loaded.state : { status: 'loading' };
  const { pathname } = useLocation();

  useEffect(() => {
    let current = true;
    loadAreaModule(area, attempt > 0).then(
      (Module) => {
        if (!current) return;
        forgetPrerenderedPage();
        setLoaded({ load: `${area}#${attempt}`, state: { status: 'ready', Module } });
      },
      (error: unknown) => {
        console.error(`[shell] remote area "${area}" failed to load`, error);
        if (current) setLoaded({ load: `${area}#${attempt}`, state: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [area, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const drawn = state.status === 'loading' ? prerenderedHtml(area, pathname) : null;
  if (drawn !== null) {
    // The same element and markup the server sent, so nothing moves or repaints differently.
    return <div data-prerendered-area={area} inert dangerouslySetInnerHTML={{ __html: drawn }} />;
  }
  if (state.status === 'loading') {
    return (
      <Flex
        justify="center"
        align="center"
        style={{ minHeight: '40vh' }}
        data-testid={`remote-loading-${area}`}
      >
        <Spin size="large" />
      </Flex>
    );
  }
  if (state.status === 'failed') return <RemoteErrorCard area={area} onRetry={retry} />;
  const { Module } = state;
  return (
    <RemoteErrorBoundary area={area} onRetry={retry}>
      <div data-testid={`remote-area-${area}`}>
        <Module />
      </div>
    </RemoteErrorBoundary>
  );
}
