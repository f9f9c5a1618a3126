import { expect, signInAs, test } from './local-api';

/**
 * Push in HTTP mode against the local API: the switch on Edit Profile subscribes and sends the
 * subscription, Sign Out deletes it. These machines reach no push service, so the page's
 * `PushManager.subscribe` is stubbed with a subscription of the test's own.
 */
test.use({ serviceWorkers: 'allow', permissions: ['notifications'] });

const ENDPOINT = 'http://127.0.0.1:9/push/e2e-device';
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

test('the switch sends the subscription, and Sign Out deletes it', async ({
  page,
  context,
  localApi,
}) => {
  await context.addInitScript(
    ({ endpoint, keys }) => {
      const bytes = (text: string) =>
        Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
          .buffer;
      let current: PushSubscription | null = null;
      const subscription = {
        endpoint,
        getKey: (name: 'p256dh' | 'auth') => bytes(keys[name]),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      PushManager.prototype.subscribe = async () => (current = subscription);
      PushManager.prototype.getSubscription = async () => current;
    },
    { endpoint: ENDPOINT, keys: KEYS },
  );
  const sent: { method: string; body: unknown; authorization: string | null }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/customer/push/subscriptions') && request.method() !== 'OPTIONS')
      sent.push({
        method: request.method(),
        body: request.postDataJSON() as unknown,
        authorization: request.headers().authorization ?? null,
      });
  });

  await signInAs(page, await localApi.newCustomer('push', 'Nia'));
  await page.goto('/profile/edit');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  const toggle = notifications.getByRole('switch', {
    name: 'Notify me on this device when Bidhaul is closed',
  });
  await expect(toggle).not.toBeChecked();
  await expect(notifications).toContainText('New bids on your jobs and changes to your trips.');
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect.poll(() => sent.length).toBe(1);
  const token = sent[0]?.authorization;
  expect(sent[0]).toEqual({
    method: 'POST',
    body: { endpoint: ENDPOINT, keys: KEYS },
    authorization: expect.stringMatching(/^Bearer .+/) as unknown,
  });

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect.poll(() => sent.length).toBe(2);
  expect(sent[1]).toEqual({ method: 'DELETE', body: { endpoint: ENDPOINT }, authorization: token });
});
