import { ADMIN_ROLE_NAME, DEFAULT_ADDED_STORE_NAME, DEFAULT_FIRST_STORE_NAME } from '@lineup/contracts/constants';
import type { Ownership } from '@lineup/contracts/stores';
import type { Role } from '@lineup/contracts/users';
import {
  type AddressFormValues,
  emptyAddress,
  type StoreAddressFormValues,
} from '@/components/address-form/address-form-values';
import { type BrandFocusRowValues, newBrandFocusRow } from '@/components/brand-focus/brand-focus-values';

/*
 * What the Create customer form holds, what it starts with, and the roles its people may get. Its
 * rules and the payload it sends are in organizations-customer-form.ts.
 */

export type MainContactFormValues = {
  /** The saved user's id when one was picked. */
  id: string | null;
  /** A picked saved user: name, e-mail and role are locked. */
  prefilled: boolean;
  firstName: string;
  lastName: string;
  email: string;
  roleId: string;
  /** E-mail the customer portal's address once the customer is saved. */
  sendInvitation: boolean;
};

export type CustomerStoreFormValues = {
  name: string;
  description: string;
  /** '' is 'Not set'. */
  ownership: Ownership | '';
  addresses: StoreAddressFormValues[];
  brandFocus: BrandFocusRowValues[];
};

export type CustomerUserFormValues = {
  email: string;
  firstName: string;
  lastName: string;
  roleId: string;
  sendInvitation: boolean;
};

export type CustomerFormValues = {
  organization: { name: string; address: AddressFormValues };
  mainContact: MainContactFormValues;
  stores: CustomerStoreFormValues[];
  users: CustomerUserFormValues[];
};

/** Default store names: 'Main Store' for the first store, 'New Store' for added ones. */
export function newCustomerStore(first: boolean): CustomerStoreFormValues {
  return {
    name: first ? DEFAULT_FIRST_STORE_NAME : DEFAULT_ADDED_STORE_NAME,
    description: '',
    ownership: '',
    addresses: [],
    brandFocus: [newBrandFocusRow()],
  };
}

export function newCustomerUser(roleId: string): CustomerUserFormValues {
  return { email: '', firstName: '', lastName: '', roleId, sendInvitation: false };
}

export function emptyMainContact(roleId: string): MainContactFormValues {
  return { id: null, prefilled: false, firstName: '', lastName: '', email: '', roleId, sendInvitation: false };
}

export function customerFormDefaults(roleId = ''): CustomerFormValues {
  return {
    organization: { name: '', address: emptyAddress() },
    mainContact: emptyMainContact(roleId),
    stores: [newCustomerStore(true)],
    users: [],
  };
}

/** The roles a customer account can hold: the active external ones (a team role is refused). */
export function customerRoles(roles: Role[] | undefined): Role[] {
  return (roles ?? []).filter((role) => role.type === 'external' && role.status === 'active');
}

/** The role a new contact or account gets unless changed: the customers' Admin, else the first customer role. */
export function defaultRoleId(roles: Role[] | undefined): string {
  const choices = customerRoles(roles);
  const admin = choices.find((role) => role.name.toLowerCase() === ADMIN_ROLE_NAME.toLowerCase());
  return (admin ?? choices[0])?.id ?? '';
}
