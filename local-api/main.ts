import { DemoClock } from '../src/infrastructure/memory/demo/demo-clock';
import { createDemoRuntime } from '../src/infrastructure/memory/demo/demo-runtime';
import { DEMO_CUSTOMER } from '../src/infrastructure/memory/demo/demo-seed';
import { readCliOptions } from './cli-options';
import { DEV_PREFIX } from './dev/dev.routes';
import { vapidKeysFrom } from './push/push-subscriptions';
import { createScaleSeed, SCALE_LOAD_NO } from './scale-seed';
import { startLocalApi } from './start-local-api';

/**
 * `npm run api`: the marketplace in memory, seeded like demo mode (with a busy shipper's volume
 * on top when `--seed-loads` or `--seed-bids` asks for it), on a real-time demo clock, served on
 * 127.0.0.1 until Ctrl-C (or `--max-seconds`).
 */
async function main(): Promise<void> {
  const options = readCliOptions(process.argv.slice(2), process.env);
  const clock = new DemoClock();
  const scale = { loads: options.seedLoads, bids: options.seedBids };
  const scaled = scale.loads !== null || scale.bids !== null;
  const marketplace = createDemoRuntime({
    storage: null,
    clock,
    ...(scaled ? { seed: (now: Date) => createScaleSeed(now, scale) } : {}),
  });
  const server = await startLocalApi({
    marketplace,
    clock,
    port: options.port,
    filesPort: options.filesPort,
    events: options.events,
    push: options.push ? vapidKeysFrom(process.env) : null,
    ...(options.corsOrigins ? { corsOrigins: options.corsOrigins } : {}),
    ...(options.resetLinkOrigins ? { resetLinkOrigins: options.resetLinkOrigins } : {}),
  });
  process.stdout.write(
    [
      `Bidhaul local API   ${server.apiBaseUrl}`,
      `Files origin        ${server.filesOrigin}`,
      `Dev routes          ${server.origin}${DEV_PREFIX}/outbox, fail-next, clock, reset, bids`,
      `Live updates        ${options.events ? `${server.apiBaseUrl}/customer/events` : 'off (--no-events)'}`,
      `Push                ${options.push ? `${server.apiBaseUrl}/customer/push/key` : 'off (--no-push)'}`,
      `Demo account        ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
      ...(scale.loads === null ? [] : [`Seeded loads        ${scale.loads}`]),
      ...(scale.bids === null ? [] : [`Seeded bids         ${scale.bids} on ${SCALE_LOAD_NO}`]),
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    marketplace.dispose();
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  if (options.maxSeconds) setTimeout(stop, options.maxSeconds * 1000).unref();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
