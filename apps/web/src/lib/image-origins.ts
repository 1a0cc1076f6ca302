import { peekRuntimeConfig } from '@/lib/runtime-config';

/**
 * Whether the browser may load this product image under the CSP's img-src: the SPA's own origin,
 * data: and blob: URLs, and the origins of IMAGE_ORIGINS (a `*.` host matches its subdomains).
 * Anything else would be a blocked request and a console error, so the caller shows its
 * placeholder straight away.
 */
export function isImageAllowed(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return true;
  if (parsed.origin === window.location.origin) return true;
  return (peekRuntimeConfig()?.imageOrigins ?? []).some((origin) => matchesOrigin(parsed, origin));
}

function matchesOrigin(url: URL, allowed: string): boolean {
  const wildcard = /^(https?:)\/\/\*\.(.+)$/.exec(allowed);
  if (wildcard) return url.protocol === wildcard[1] && url.host.endsWith(`.${wildcard[2]}`);
  return url.origin === allowed.replace(/\/+$/, '');
}
