import { E2E_PROJECT_BOT, startBotApiStandIn } from '@donut/e2e';

/** Playwright global setup: the Bot API stand-in of the CRM suite (the project's own bot) lives for the run. */
export default async function projectBotStandInSetup() {
  const server = await startBotApiStandIn(E2E_PROJECT_BOT);
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
