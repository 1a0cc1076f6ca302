import type { WebRuntimeConfig } from '@lineup/contracts/runtime-config';

let current: WebRuntimeConfig | null = null;

/**
 * Reads GET /config.json once, before the router renders (main.tsx). The page preloads it
 * (index.html), and a plain GET is what takes the preloaded answer; the server marks it no-store,
 * so no cache keeps an old one.
 */
export async function loadRuntimeConfig(): Promise<WebRuntimeConfig> {
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
  current = (await response.json()) as WebRuntimeConfig;
  return current;
}

export function getRuntimeConfig(): WebRuntimeConfig {
  if (!current) throw new Error('The runtime configuration is not loaded yet');
  return current;
}

/** The configuration when it is loaded, else null (components that can do without it). */
export function peekRuntimeConfig(): WebRuntimeConfig | null {
  return current;
}

/** For tests and for main.tsx. */
export function setRuntimeConfig(config: WebRuntimeConfig): void {
  current = config;
}
