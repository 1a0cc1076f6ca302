import { pageHeadings } from '@lineup/contracts/shell-texts';
import { accountTexts } from '@lineup/contracts/texts/settings';
import { TriangleAlert } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { DisabledReasonButton } from '@/components/ui/disabled-reason-button';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { SettingsAccountProfileForm } from '@/features/settings/components/settings-account-profile-form';
import { useCurrentUser } from '@/lib/auth/current-user';

/**
 * /home/settings/account: the signed-in person's first and last name (saved
 * here), the e-mail (read-only), the login method (one-time code, the only one), and Delete Account,
 * which stays off and says why: deleting an account is not available.
 */
export function SettingsAccountPage() {
  const user = useCurrentUser();

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageHeader title={pageHeadings.account} className="mb-0" />
      <Card>
        <CardHeader>
          <CardTitle>{accountTexts.profileTitle}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {user ? (
            <SettingsAccountProfileForm key={user.id} account={user} />
          ) : (
            <Skeleton className="h-32 w-full" role="status" aria-label={accountTexts.loading} />
          )}
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium">{accountTexts.loginMethod}</span>
            <div className="flex items-center gap-2">
              <Checkbox id="account-login-otp" checked disabled />
              <Label htmlFor="account-login-otp" className="font-normal">
                {accountTexts.loginMethodOtp}
              </Label>
            </div>
          </div>
        </CardContent>
      </Card>
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle className="text-destructive">{accountTexts.deleteAccountTitle}</CardTitle>
          <CardDescription className="flex gap-2">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            {accountTexts.deleteAccountWarning}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-3">
          <DisabledReasonButton
            variant="destructive"
            disabledReason={accountTexts.deleteAccountUnavailable}
            reasonId="account-delete-unavailable"
          >
            {accountTexts.deleteAccountButton}
          </DisabledReasonButton>
          <span id="account-delete-unavailable" className="text-sm text-muted-foreground">
            {accountTexts.deleteAccountUnavailable}
          </span>
        </CardContent>
      </Card>
    </div>
  );
}
