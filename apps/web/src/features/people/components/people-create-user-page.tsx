import type { Organization } from '@lineup/contracts/organizations';
import { peopleTexts, teamTexts } from '@lineup/contracts/texts/people';
import type { Role } from '@lineup/contracts/users';
import { useNavigate } from '@tanstack/react-router';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useCreateUser } from '@/features/people/api/create-user';
import { PeopleUserCreateForm } from '@/features/people/components/people-user-create-form';

const variants = {
  /** /home/people/create-user: 'Create New User'; success goes to /home/people. */
  person: { title: peopleTexts.createNewUser, submitLabel: peopleTexts.createSubmit, done: '/home/people' },
  /** /home/team/create-user/: 'New Team Member', always internal; success goes to /home/team. */
  teamMember: { title: teamTexts.newTeamMember, submitLabel: teamTexts.createSubmit, done: '/home/team' },
} as const;

/**
 * The create screens ('Create New User', 'New Team Member'). Back goes to /home/team on both.
 * The route hands in the organizations and roles the /home layout loads (they belong
 * to other features).
 */
export function PeopleCreateUserPage({
  variant,
  organizations,
  roles,
}: {
  variant: keyof typeof variants;
  organizations: Organization[] | undefined;
  roles: Role[] | undefined;
}) {
  const navigate = useNavigate();
  const creation = useCreateUser();
  const screen = variants[variant];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={screen.title} className="mb-2" />
      <Card>
        <CardContent>
          <PeopleUserCreateForm
            organizations={organizations}
            roles={roles}
            fixedType={variant === 'teamMember' ? 'internal' : undefined}
            submitLabel={screen.submitLabel}
            pending={creation.isPending}
            onBack={() => navigate({ to: '/home/team' })}
            onSubmit={(values) =>
              creation.mutate(values, { onSuccess: () => navigate({ to: screen.done, ignoreBlocker: true }) })
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
