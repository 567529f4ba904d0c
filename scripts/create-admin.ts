// Creates an admin account and prints a one-time set-password link, for operators who start
// with SEED_DEMO=false. Reads DATABASE_URL / DATA_DIR / PUBLIC_URL like the server does.
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { ensureReferenceData } from '../src/server/db/seed/reference-data';
import { createMailer } from '../src/server/lib/mailer';
import {
  createAdmin,
  embeddedDatabaseInUse,
  parseCreateAdminArgs,
} from '../src/server/modules/users/create-admin';

async function main(): Promise<number> {
  const input = parseCreateAdminArgs(process.argv.slice(2));
  const config = loadConfig();
  if (!config.databaseUrl && embeddedDatabaseInUse(config.dataDir)) {
    console.error(
      `The embedded database in ${config.dataDir} is open in another process (is the server running?).\n` +
        'Stop the server, run this command again, then start the server.',
    );
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await ensureReferenceData(database.db);
    const mailer = createMailer(config.smtpUrl, config.smtpFrom);
    const admin = await createAdmin({ db: database.db, mailer, config }, input);
    // With SMTP_URL set the invitation also goes out by e-mail; otherwise it waits in the outbox.
    await mailer.flush(database.db);
    console.log(`Created admin ${admin.email}.`);
    console.log('Open this link within 7 days to choose the password (it works once):');
    console.log(admin.setPasswordUrl);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    // Bad arguments, configuration or a taken e-mail: the message is the whole story.
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
