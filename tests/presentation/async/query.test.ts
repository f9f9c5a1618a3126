import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { Query } from '../../../src/presentation/async/query';

/** A request the test answers by hand, recording the signal it was given. */
interface Pending<T> {
  readonly args: string;
  readonly signal: AbortSignal;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function manualQuery() {
  const calls: Pending<string>[] = [];
  const query = new Query<string, string>({
    fetch: (args, signal) =>
      new Promise<string>((resolve, reject) => calls.push({ args, signal, resolve, reject })),
    errorMessage: (error) => (error instanceof Error ? error.message : 'Failed'),
  });
  return { query, calls };
}

describe('Query', () => {
  it('goes idle → loading → succeeded, with the data', async () => {
    const { query, calls } = manualQuery();
    const kinds: string[] = [];
    const stop = autorun(() => kinds.push(query.status.kind));
    const done = query.run('a');
    calls[0]!.resolve('A');
    await done;
    stop();
    expect(kinds).toEqual(['idle', 'loading', 'succeeded']);
    expect(query.data).toBe('A');
    expect(query.loaded).toBe(true);
  });

  it('awaits its first answer from before it runs until an answer or a failure, not on refresh', async () => {
    const { query, calls } = manualQuery();
    expect(query.awaitingFirstAnswer).toBe(true);
    const first = query.run('a');
    expect(query.awaitingFirstAnswer).toBe(true);
    calls[0]!.resolve('A');
    await first;
    expect(query.awaitingFirstAnswer).toBe(false);
    const refresh = query.refresh();
    expect(query.awaitingFirstAnswer).toBe(false);
    calls[1]!.resolve('B');
    await refresh;

    const failing = manualQuery();
    const failed = failing.query.run('x');
    failing.calls[0]!.reject(new Error('Nope'));
    await failed;
    expect(failing.query.awaitingFirstAnswer).toBe(false);
  });

  it('a newer request aborts the older one, and the older answer is dropped (race)', async () => {
    const { query, calls } = manualQuery();
    const first = query.run('old');
    const second = query.run('new');
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    calls[1]!.resolve('NEW');
    await second;
    // The superseded request answers last, as a slow server would.
    calls[0]!.resolve('OLD');
    await first;
    expect(query.data).toBe('NEW');
    expect(query.status.kind).toBe('succeeded');
  });

  it('a failure of a superseded request does not show', async () => {
    const { query, calls } = manualQuery();
    const first = query.run('old');
    const second = query.run('new');
    calls[0]!.reject(new Error('late failure'));
    await first;
    expect(query.status.kind).toBe('loading');
    calls[1]!.resolve('NEW');
    await second;
    expect(query.error).toBeNull();
  });

  it('a failed refresh keeps the data on screen and says why', async () => {
    const { query, calls } = manualQuery();
    const load = query.run('a');
    calls[0]!.resolve('A');
    await load;
    const refresh = query.refresh();
    expect(calls[1]!.args).toBe('a');
    calls[1]!.reject(new Error('Failed to fetch bids'));
    await refresh;
    expect(query.data).toBe('A');
    expect(query.error).toBe('Failed to fetch bids');
  });

  it('cancel aborts the request in flight and leaves no state behind', async () => {
    const { query, calls } = manualQuery();
    const load = query.run('a');
    query.cancel();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(query.status.kind).toBe('idle');
    calls[0]!.resolve('A');
    await load;
    expect(query.data).toBeUndefined();
    expect(query.status.kind).toBe('idle');
  });

  it('reset forgets the data and the arguments', async () => {
    const { query, calls } = manualQuery();
    const load = query.run('a');
    calls[0]!.resolve('A');
    await load;
    query.reset();
    expect(query.data).toBeUndefined();
    await query.refresh();
    expect(calls).toHaveLength(1);
  });
});
