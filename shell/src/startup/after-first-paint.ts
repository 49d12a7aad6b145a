// Resolves once the browser has painted the page's first content (the prerendered frame), or
// after `timeoutMs` if no paint is reported: a tab opened in the background paints nothing until
// it is shown, and a browser without paint timing reports nothing at all.
//
// Why wait: the shell's chunks, the runtime config and their evaluation otherwise run ahead of
// the first frame on a slow phone and hold it back. Measured (issue 11): the cards appear at the
// same moment either way, while Lighthouse's LCP on / settles at 1.3-1.4 s instead of 1.6-3.1 s.

interface PaintObserver {
  observe(options: { type: string; buffered: boolean }): void;
  disconnect(): void;
}

type PaintObserverConstructor = new (callback: () => void) => PaintObserver;

export function afterFirstPaint(
  timeoutMs: number,
  Observer: PaintObserverConstructor | undefined = globalThis.PerformanceObserver,
): Promise<void> {
  return new Promise((resolve) => {
    // The observer reports asynchronously, so `timer` is set before `done` can run.
    const observer = Observer ? new Observer(() => done()) : undefined;
    const timer = setTimeout(() => done(), timeoutMs);
    function done() {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    }
    // Buffered: a paint that happened before this script ran counts at once.
    observer?.observe({ type: 'paint', buffered: true });
  });
}
