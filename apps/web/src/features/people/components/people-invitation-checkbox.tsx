import { peopleTexts } from '@lineup/contracts/texts/people';
import { type Control, Controller } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { FormValues } from '@/features/people/components/people-user-create-values';

/** 'Send an invitation e-mail' of a new customer: the portal's address and the e-mail to sign in with. */
export function PeopleInvitationCheckbox({ control }: { control: Control<FormValues> }) {
  return (
    <Controller
      control={control}
      name="sendInvitation"
      render={({ field }) => (
        <div className="flex items-start gap-2">
          <Checkbox
            id="user-sendInvitation"
            ref={field.ref}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            aria-describedby="user-sendInvitation-hint"
          />
          <div className="flex flex-col gap-1">
            <Label htmlFor="user-sendInvitation">{peopleTexts.sendInvitation}</Label>
            <p id="user-sendInvitation-hint" className="text-xs text-muted-foreground">
              {peopleTexts.sendInvitationHint}
            </p>
          </div>
        </div>
      )}
    />
  );
}
