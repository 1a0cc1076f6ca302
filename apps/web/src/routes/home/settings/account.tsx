import { createFileRoute } from '@tanstack/react-router';
import { SettingsAccountPage } from '@/features/settings/components/settings-account-page';

export const Route = createFileRoute('/home/settings/account')({
  component: SettingsAccountPage,
});
