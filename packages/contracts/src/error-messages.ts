/**
 * The product's error catalogue and our platform messages: what the APIs answer when they refuse
 * or fail, and what the SPA says when a request fails. Kept apart from the rest of the catalogue
 * (messages.ts) because every page's request layer loads them.
 */

/** The product's error catalogue: statuses and messages per area. */
export const errorMessages = {
  brands: {
    500: 'Something went wrong in the server.',
    400: 'Wrong Input',
    409: 'Brand already exists',
    404: 'Brand not found',
  },
  users: { 404: 'User not found' },
  businessStores: {
    404: 'No business stores found.',
    500: 'Something went wrong in our side.',
    400: 'Invalid input, please check your input and try again.',
    other: 'Something went wrong.',
  },
  roles: {
    400: 'Failed to create Role: the input is not valid',
    500: 'Failed to create Role: something went wrong at our side.',
  },
  catalogAddItems: {
    400: 'Failed to add items to catalog, please check if the request was correct',
    404: 'Catalog or line list not found',
    500: 'Something went wrong on our side, please try again later.',
  },
  lineListsWithCatalogInfo: { 400: 'Wrong parameters provided for linelists with catalog info' },
  failedToPublishCatalog: 'Failed to publish catalog',
  failedToRemoveItems: 'Failed to remove items',
  failedToCopyItems: 'Failed to copy items',
  noLineListFound: 'No line list found',
  brandListNotLoaded: 'Brand list is not loaded',
  genericClientFailure: 'An error occurred.',
} as const;

/**
 * Messages for situations the error catalogue leaves open (401, 403, 404 of unknown routes,
 * sign-in refusals). Worded by us; see docs/decisions/0003-messages-the-spec-does-not-give.md.
 */
export const platformMessages = {
  unauthorized: 'You need to sign in again.',
  missingToken: 'Sign-in required: no access token was sent.',
  invalidToken: 'Your session is not valid. Please sign in again.',
  expiredToken: 'Your session has expired. Please sign in again.',
  routeNotFound: 'This address does not exist.',
  internalError: 'Something went wrong on our side, please try again later.',
  badRequest: 'The request is not valid.',
  /** 413: the request body is larger than the route accepts (1 MB unless the route documents more). */
  requestBodyTooLarge: (megabytes: number) =>
    `The request is too large: this address accepts at most ${megabytes} MB of data.`,
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  unknownEmail: 'No active team account uses this e-mail address.',
  codeExpired: 'This code has expired. Request a new code.',
  codeTooManyAttempts: 'Too many wrong codes. Request a new code.',
  codeIncorrect: 'The code you entered is incorrect.',
  signInSessionExpired: 'Your sign-in took too long. Please start again.',
  signInFailed: 'Sign-in failed. Please try again.',
  refreshFailed: 'Your session has ended. Please sign in again.',
  /** 503: the instance is stopping (a restart or a deployment); another one answers the retry. */
  shuttingDown: 'This server is restarting. Please try again in a moment.',
  /** 503: no database connection came free in time, or a statement ran past its limit. */
  databaseBusy: 'The server is busy right now. Please try again in a moment.',
} as const;
