/**
 * Resolves in a later task of the event loop, with no delay (a message to itself: unlike a timer,
 * it is not held back by the browser's minimum for nested timers). Work that follows it runs in a
 * task of its own: on a phone, two short tasks let a tap through where one long one would not.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
