/**
 * The portal's sign-in page, under the product's name (the back office's describes the back
 * office). A module of its own: the sign-in page loads it without the rest of the portal's texts.
 */
export const portalSignInTexts = {
  description: 'Your store’s catalogs and orders. Sign in with the e-mail address your account was created with.',
} as const;
