// Runs before `npm test`: the browser tests drive Debian's Chromium (never a downloaded browser).
// Installs it with apt-get when missing and we are root; otherwise stops with the exact command.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const command = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() === 0) {
    console.log(`Chromium not found at ${path}; installing Debian's chromium: ${command}`);
    const result = spawnSync('sh', ['-c', `${command} > /tmp/apt-chromium.log 2>&1`], { stdio: 'inherit' });
    if (result.status !== 0 || !existsSync(path)) {
      console.error(`Installing chromium failed (log: /tmp/apt-chromium.log). Run as root: ${command}`);
      process.exit(1);
    }
  } else {
    console.error(`The browser tests need Chromium at ${path} (or set CHROMIUM_PATH).\nInstall it as root with:\n  sudo sh -c '${command}'`);
    process.exit(1);
  }
}
