/**
 * A split deployment's /config.json: the SPA's runtime configuration from this environment (the
 * same variables the services get), printed for the static files' folder:
 * `npm run web:config > apps/web/dist/config.json`. The one-process server answers it itself.
 */
import { readConfig } from '@lineup/server-kit/env';
import { webRuntimeConfig } from './web-runtime-config';

try {
  process.stdout.write(`${JSON.stringify(webRuntimeConfig(readConfig()), null, 2)}\n`);
} catch (error) {
  console.error(`Lineup cannot write the web configuration: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
