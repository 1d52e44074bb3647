import { E2E_SITE_BOT, startBotApiStandIn } from '@donut/e2e';

/** Playwright global setup: the Bot API stand-in of the client-view suite (the site's own bot) lives for the run. */
export default async function siteBotStandInSetup() {
  const server = await startBotApiStandIn(E2E_SITE_BOT);
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
