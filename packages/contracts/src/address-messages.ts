/**
 * The address rules' texts that both the services and the SPA's address form show: a United
 * States postal code has at most 5 digits; any other country's must match its own format.
 */
export const addressMessages = {
  usPostalCode: 'Postal code must be at most 5 digits',
  /** `format` is one of postalCodeFormats (a code of the country's shape), `country` its English name. */
  postalCodeFormat: (format: string, country: string) => `Enter a postal code in the format ${format} for ${country}`,
} as const;

/**
 * Codes withdrawn from ISO 3166-1 that the country list offered before it was complete, with the
 * name they had: an address saved with one still reads, and can be saved again, under that name.
 */
export const withdrawnCountryNames: Readonly<Record<string, string>> = {
  AN: 'Netherlands Antilles',
};
