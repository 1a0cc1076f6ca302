/**
 * The sign-in forms are real HTML form posts (the auth service's interaction cookie must ride along),
 * sent after client-side validation. Kept in one function so tests can replace it.
 */
export function submitNativeForm(form: HTMLFormElement): void {
  form.submit();
}
