import { organizationTexts } from '@lineup/contracts/texts/customers';
import type { CustomerFormValues } from '@/features/organizations/components/organizations-customer-values';

const blank = (text: string) => text.trim().length === 0;

/**
 * What keeps Create disabled (canCreateCustomer), in the form's order, for the line under it;
 * empty when nothing is missing. Store and account numbers count from 1 as the form shows them.
 */
export function missingForCustomer(values: CustomerFormValues): string[] {
  const missing: string[] = [];
  if (blank(values.organization.name)) missing.push(organizationTexts.missingOrganizationName);
  values.stores.forEach((store, index) => {
    if (blank(store.name)) missing.push(organizationTexts.missingStoreName(index + 1));
  });
  if (blank(values.mainContact.firstName)) missing.push(organizationTexts.missingContactFirstName);
  values.users.forEach((user, index) => {
    if (blank(user.firstName)) missing.push(organizationTexts.missingUserFirstName(index + 1));
  });
  return missing;
}
