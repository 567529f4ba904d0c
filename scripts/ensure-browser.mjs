// The browser journeys run in Debian's headless Chromium (package chromium-headless-shell): the
// browser without its window, its profile services and the pages that draw its own interface,
// about half the CPU of the full `chromium` in headless mode (decision 0086). As root we install it;
// otherwise we say what to do. CHROMIUM_PATH names another browser to run them in.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const JOURNEY_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

if (!existsSync(JOURNEY_BROWSER)) {
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH names ${JOURNEY_BROWSER}, which is not there.`);
    process.exit(1);
  }
  if (process.getuid?.() === 0) {
    console.log('Headless Chromium not found: installing Debian package chromium-headless-shell…');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
      { stdio: 'inherit' },
    );
  } else {
    console.error(
      'Headless Chromium is missing: run `sudo apt-get install chromium-headless-shell` (Debian), then npm test again.',
    );
    process.exit(1);
  }
}
