/**
 * The checkout's limits, in a module without zod: the portal's texts name them, and the pages that
 * load those texts must not load zod (order-checkout.ts declares the schemas that enforce them).
 */
export const PO_NUMBER_MAX_LENGTH = 35;
export const ORDER_NOTES_MAX_LENGTH = 1000;
