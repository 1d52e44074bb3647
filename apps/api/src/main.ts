import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { seedReferenceData } from './modules/reference/reference.seed';
import { seedFaq } from './modules/faq/faq.seed';
import { seedDemoData } from './modules/demo/demo-seed';
import { createTokenCipher, resolveProjectBotKey } from './modules/project-bot/token-cipher';
import { buildServer } from './server';
import { createPrivateFileStorage } from './modules/applications/application-file-storage';

/** Migrations sit beside the bundle (dist/apps/api/migrations) or beside db/ in the sources. */
const migrationsFolder = path.join(__dirname, __filename.endsWith('.ts') ? 'db/migrations' : 'migrations');

async function start() {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { dataDir: config.dataDir },
  );
  await database.migrate(migrationsFolder);
  await seedReferenceData(database.db);
  await seedFaq(database.db);
  if (config.DEMO_DATA && config.NODE_ENV !== 'production') {
    const botCipher = createTokenCipher(resolveProjectBotKey(config.PROJECT_BOT_TOKEN_KEY, config.dataDir));
    await seedDemoData(database.db, botCipher, createPrivateFileStorage({ config }));
  }
  const app = await buildServer(config, database);
  app.addHook('onClose', () => database.close());

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info({ database: database.kind }, 'api ready');
}

start().catch((error: unknown) => {
  // Known start-up failures get one clear line; anything else keeps its stack.
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
