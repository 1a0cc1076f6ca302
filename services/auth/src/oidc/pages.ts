import { authMessages } from '@lineup/contracts/auth-messages';
import { escapeHtml } from '@lineup/server-kit/escape-html';

/**
 * A page of the auth service: a sentence a person understands and a way back (`homeUrl`, the
 * SPA's start of the client the request came from). No script, no redirect.
 */
export function renderPage(homeUrl: string, page: { title: string; text: string; detail?: string }) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} · Lineup</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#18181b;line-height:1.5}small{color:#71717a}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.text)}</p>
<p><a href="${escapeHtml(homeUrl)}">${escapeHtml(authMessages.errorPageLink)}</a></p>
${page.detail ? `<p><small>${escapeHtml(page.detail)}</small></p>` : ''}
</main>
</body>
</html>`;
}

/** The provider's error page (replaces its default one). */
export function renderErrorPage(homeUrl: string, out: Record<string, unknown>) {
  const detail = [out.error, out.error_description].filter(Boolean).map(String).join(': ');
  return renderPage(homeUrl, { title: authMessages.errorPageTitle, text: authMessages.errorPageText, detail });
}
