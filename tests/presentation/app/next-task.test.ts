import { describe, expect, it } from 'vitest';
import { nextTask } from '../../../src/presentation/app/next-task';

describe('nextTask', () => {
  it('resolves in a later task: after every promise this task queues, however long its chain', async () => {
    let hops = 0;
    const chain = async () => {
      for (let i = 0; i < 100; i++) {
        await Promise.resolve();
        hops += 1;
      }
    };
    const waited = nextTask().then(() => hops);
    void chain();
    expect(await waited).toBe(100);
  });
});
