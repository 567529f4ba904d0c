// Run with `node --import tsx` before a server starts on DATA_DIR (argv[2]): the demo data and
// one e-mail that used up its attempts, as a mail server refusing it five times leaves it.
import { openDatabase } from '../../../src/server/db/client';
import { ensureReferenceData } from '../../../src/server/db/seed/reference-data';
import { seedIfEmpty } from '../../../src/server/db/seed/seed';
import { outboxEmails } from '../../../src/server/db/tables';

const database = await openDatabase({ dataDir: process.argv[2]! });
await ensureReferenceData(database.db);
await seedIfEmpty(database.db);
await database.db.insert(outboxEmails).values({
  to: 'owner@example.org',
  subject: 'Your owner statement',
  text: 'Statement attached.',
  status: 'failed',
  attempts: 5,
  lastError: '550 mailbox unavailable',
});
await database.close();
