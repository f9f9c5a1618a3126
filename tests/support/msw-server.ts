import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * An MSW server for the current test file: listening from the first test (an unhandled request
 * fails it), back to `handlers` after each test, closed after the last.
 */
export function setUpMswServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
