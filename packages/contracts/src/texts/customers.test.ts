import { describe, expect, it } from 'vitest';
import { organizationTexts } from './customers';

describe('organizationTexts.createNeeds', () => {
  it('lists what is missing as a sentence', () => {
    expect(organizationTexts.createNeeds(['the organization name'])).toBe(
      'To create the customer, fill in the organization name.',
    );
    expect(organizationTexts.createNeeds(['the organization name', "the main contact's first name"])).toBe(
      "To create the customer, fill in the organization name and the main contact's first name.",
    );
    expect(organizationTexts.createNeeds(['a', 'b', 'c'])).toBe('To create the customer, fill in a, b and c.');
  });
});
