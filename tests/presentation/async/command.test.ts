import { describe, expect, it } from 'vitest';
import { Command } from '../../../src/presentation/async/command';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('Command', () => {
  it('runs one at a time: a second run while pending is refused, not sent', async () => {
    const answers: ReturnType<typeof deferred<number>>[] = [];
    const command = new Command<[number], number>({
      execute: () => {
        const answer = deferred<number>();
        answers.push(answer);
        return answer.promise;
      },
      errorMessage: () => 'Failed',
    });
    const first = command.run(1);
    expect(command.pending).toBe(true);
    await expect(command.run(2)).resolves.toEqual({ kind: 'busy' });
    expect(answers).toHaveLength(1);
    answers[0]!.resolve(10);
    await expect(first).resolves.toEqual({ kind: 'done', value: 10 });
    expect(command.pending).toBe(false);
    expect(command.status.kind).toBe('succeeded');
  });

  it('a failure gives the outcome and the message, and can run again', async () => {
    let fail = true;
    const command = new Command<[], string>({
      execute: async () => {
        if (fail) throw new Error('boom');
        return 'ok';
      },
      errorMessage: () => 'Failed to accept bid',
    });
    const outcome = await command.run();
    expect(outcome).toMatchObject({ kind: 'failed', message: 'Failed to accept bid' });
    expect(command.error).toBe('Failed to accept bid');
    fail = false;
    await expect(command.run()).resolves.toEqual({ kind: 'done', value: 'ok' });
    expect(command.error).toBeNull();
  });

  it('reset clears a failure but not a run in flight', async () => {
    const answer = deferred<string>();
    const command = new Command<[], string>({ execute: () => answer.promise, errorMessage: () => 'x' });
    const run = command.run();
    command.reset();
    expect(command.pending).toBe(true);
    answer.resolve('done');
    await run;
    command.reset();
    expect(command.status.kind).toBe('idle');
  });
});
