import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { Organization } from './organizations';
import type { AccountManager, BusinessStore } from './stores';
import type { CurrentUser, Role, User, UserWithMemberships } from './users';
import type * as answers from './users-responses';

type Out<T extends z.ZodType> = z.output<T>;
/** An intersection type as one object type, as a schema's `extend` infers it. */
type Flat<T> = { [K in keyof T]: T[K] };

// The answer schemas describe exactly the types the service returns: a field added to one and not
// the other fails the typecheck here.
describe('the users answer schemas', () => {
  it('equal the answer types', () => {
    expectTypeOf<Out<typeof answers.organizationSchema>>().toEqualTypeOf<Organization>();
    expectTypeOf<Out<typeof answers.roleSchema>>().toEqualTypeOf<Role>();
    expectTypeOf<Out<typeof answers.userSchema>>().toEqualTypeOf<User>();
    expectTypeOf<Out<typeof answers.userWithMembershipsSchema>>().toEqualTypeOf<Flat<UserWithMemberships>>();
    expectTypeOf<Out<typeof answers.accountManagerSchema>>().toEqualTypeOf<AccountManager>();
    expectTypeOf<Out<typeof answers.businessStoreSchema>>().toEqualTypeOf<BusinessStore>();
    expectTypeOf<Out<typeof answers.currentUserSchema>>().toEqualTypeOf<CurrentUser>();
  });
});
