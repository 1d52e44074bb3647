import { E2E_SERVICES_BOT, E2E_SHOP_BOT, E2E_SITE_BOT, startBotApiStandIn } from '@donut/e2e';

/** Playwright global setup: the Bot API stand-in of the client-view suite (the sites' own bots) lives for the run. */
export default async function siteBotStandInSetup() {
  const server = await startBotApiStandIn(E2E_SITE_BOT, [E2E_SERVICES_BOT, E2E_SHOP_BOT]);
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
