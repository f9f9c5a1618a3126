import { afterEach, expect } from 'vitest';

/**
 * A presenter changes what a screen observes only inside its actions: a change after an `await`
 * runs outside the action that started it, and MobX only warns of it. Here the warning fails the
 * test that caused it.
 */
const outsideActions: string[] = [];
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  const text = typeof args[0] === 'string' ? args[0] : '';
  if (text.startsWith('[MobX]')) outsideActions.push(text);
  warn(...args);
};

afterEach(() => {
  expect(outsideActions.splice(0), 'observed state changed outside an action').toEqual([]);
});
