import 'reflect-metadata/lite';
import { afterAll, vi } from 'vitest';
import './state-in-actions';

// Files share a module graph (vitest.config.ts): fake timers a file leaves on must not reach the next.
afterAll(() => {
  vi.useRealTimers();
});
