import { organizationTexts } from '@lineup/contracts/texts/customers';
import { Controller, useFormContext } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { CustomerFormValues } from '@/features/organizations/components/organizations-customer-values';

/**
 * 'Send an invitation e-mail' for one account of a new customer: once the customer is saved, the
 * account is e-mailed the customer portal's address and the e-mail to sign in with.
 */
export function OrganizationsInvitationCheckbox({
  id,
  name,
}: {
  id: string;
  name: 'mainContact.sendInvitation' | `users.${number}.sendInvitation`;
}) {
  const form = useFormContext<CustomerFormValues>();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start gap-2">
          <Checkbox
            id={id}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            aria-describedby={`${id}-hint`}
          />
          <div className="flex flex-col gap-1">
            <Label htmlFor={id}>{organizationTexts.sendInvitation}</Label>
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {organizationTexts.sendInvitationHint}
            </p>
          </div>
        </div>
      )}
    />
  );
}
