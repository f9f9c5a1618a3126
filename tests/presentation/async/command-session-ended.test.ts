import { describe, expect, it } from 'vitest';
import { SessionEndedError } from '../../../src/application/auth/session-scope';
import { Command } from '../../../src/presentation/async/command';

/**
 * A command whose session ended before it came back (the user signed out, the session expired or
 * another user signed in) has no outcome for whoever is here now: neither its value nor a failure
 * to show, and it leaves no error behind.
 */
describe('Command, when the session that started it ended', () => {
  it('is dropped: no failure, no message, idle again', async () => {
    const messages: unknown[] = [];
    const command = new Command<[], string>({
      execute: () => Promise.reject(new SessionEndedError()),
      errorMessage: (error) => {
        messages.push(error);
        return 'Failed to update profile';
      },
    });
    await expect(command.run()).resolves.toEqual({ kind: 'dropped' });
    expect(command.pending).toBe(false);
    expect(command.error).toBeNull();
    expect(command.status.kind).toBe('idle');
    expect(messages).toEqual([]);
  });
});
