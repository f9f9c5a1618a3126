import 'reflect-metadata/lite';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './state-in-actions';

// findBy*/waitFor give up after 1 s by default: too short for MUI in jsdom on two busy cores.
// A real miss still fails, just later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
