// The browser journeys need Debian's Chromium. As root we install it; otherwise we say what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium not found: installing Debian package chromium…');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
      },
    );
  } else {
    console.error(
      'Chromium is missing: run `sudo apt-get install chromium` (Debian), then npm test again.',
    );
    process.exit(1);
  }
}
