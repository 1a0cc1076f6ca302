const GREETING_KEY = 'lineup.sign-in-greeting';

/**
 * The first name on the code page. The auth service sends it only with the page reached after
 * asking for a code; its refusals of a code (a wrong one, say) name no one, so that the code step
 * cannot tell strangers who works here. The name is kept for this tab, for that e-mail only, and
 * shown again when the page comes back without one.
 */
export function greetingName(email: string, name: string | undefined): string {
  try {
    if (name) {
      window.sessionStorage.setItem(GREETING_KEY, JSON.stringify({ email, name }));
      return name;
    }
    const kept = JSON.parse(window.sessionStorage.getItem(GREETING_KEY) ?? 'null') as {
      email?: unknown;
      name?: unknown;
    } | null;
    return kept?.email === email && typeof kept.name === 'string' ? kept.name : '';
  } catch {
    // Storage refused (private mode, quota): the heading goes without the name.
    return name ?? '';
  }
}
