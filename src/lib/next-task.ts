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

/**
 * Resolves once the browser has painted its next frame and is then idle: for work that no screen
 * waits for (the demo bar's content, the browser tests' hooks). Asked for in the same task as a
 * screen's first render, it lets that screen paint first and take the network to itself: a
 * download started before the paint would share the phone's bandwidth with the screen's own files.
 */
export function whenIdleAfterPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A frame callback runs just before its frame is painted, and the frame reaches the screen a
    // little later: by the next frame's callback, it is there. The idle period follows that one.
    requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve())));
  });
}
