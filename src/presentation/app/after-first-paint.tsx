import { useEffect, useState } from 'react';
import { whenIdleAfterPaint } from '../../lib/next-task';

/**
 * Whether the screen this is used in has been painted and the browser has been idle since: work
 * that no screen waits for starts then (`enabled` false: never).
 */
export function useIdleAfterPaint(enabled = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let mounted = true;
    void whenIdleAfterPaint().then(() => {
      if (mounted) setIdle(true);
    });
    return () => {
      mounted = false;
    };
  }, [enabled]);
  return idle;
}

/** Runs `run` once the screen it is rendered beside has been painted and the browser is idle. */
export function AfterFirstPaint({ run }: { run: () => void }) {
  const idle = useIdleAfterPaint();
  useEffect(() => {
    if (idle) run();
  }, [idle, run]);
  return null;
}
