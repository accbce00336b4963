// The end-to-end tests need Debian's Chromium; say how to install it rather than skip silently.
import { existsSync } from 'node:fs';

if (!existsSync('/usr/bin/chromium')) {
  console.error('Chromium não encontrado em /usr/bin/chromium. Instale-o com: apt-get install -y chromium');
  process.exit(1);
}
