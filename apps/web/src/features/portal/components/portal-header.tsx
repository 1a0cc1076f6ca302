import type { PortalSession, PortalStore } from '@lineup/contracts/portal';
import { productTexts, shellTexts } from '@lineup/contracts/shell-texts';
import { portalTexts } from '@lineup/contracts/texts/portal';
import { Link } from '@tanstack/react-router';
import { CircleUser, LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { PortalNav } from '@/features/portal/components/portal-nav';
import { authSession } from '@/lib/auth/session';

export type PortalHeaderProps = {
  session: PortalSession;
  store: PortalStore | null;
  /** Units in the chosen store's cart. */
  cartUnits: number;
  /** Staff previewing a store: no customer account to sign out of. */
  preview: boolean;
  onStoreChange: (storeId: string) => void;
};

/**
 * The portal's header: the chosen store's organization (an account may buy for several), its
 * sections, the store switcher and the account menu (Logout).
 */
export function PortalHeader({ session, store, cartUnits, preview, onStoreChange }: PortalHeaderProps) {
  return (
    <header className="border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <Link to="/portal/catalogs" className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary font-semibold text-primary-foreground"
          >
            {productTexts.name.charAt(0)}
          </span>
          <span className="truncate font-semibold tracking-tight" data-testid="portal-organization">
            {store?.organizationName ?? session.organization.name}
          </span>
        </Link>
        {/* On a phone the sections take a row of their own, so the organization's name is not squeezed out. */}
        {store ? (
          <div className="order-last w-full sm:order-none sm:w-auto">
            <PortalNav units={cartUnits} />
          </div>
        ) : null}
        <div className="order-last w-full sm:order-none sm:ml-auto sm:w-72">
          <StoreSwitcher stores={session.stores} store={store} onStoreChange={onStoreChange} />
        </div>
        {preview ? null : <AccountMenu user={session.user} />}
      </div>
    </header>
  );
}

function StoreSwitcher({
  stores,
  store,
  onStoreChange,
}: {
  stores: PortalStore[];
  store: PortalStore | null;
  onStoreChange: (storeId: string) => void;
}) {
  if (!store) return null;
  if (stores.length === 1) {
    return (
      <p className="truncate text-sm text-muted-foreground sm:text-right" data-testid="portal-store">
        {portalTexts.storeOption(store.name, store.city)}
      </p>
    );
  }
  return (
    <NativeSelect
      aria-label={portalTexts.storeLabel}
      value={store.id}
      onChange={(event) => onStoreChange(event.target.value)}
    >
      {stores.map((option) => (
        <option key={option.id} value={option.id}>
          {portalTexts.storeOption(option.name, option.city)}
        </option>
      ))}
    </NativeSelect>
  );
}

const ACCOUNT_MENU_ID = 'portal-account-menu';

/**
 * The account menu: who is signed in, and Logout. The browser's popover (top layer, closes on
 * Escape or a click elsewhere) rather than a menu library: the portal's catalog page has a size budget.
 */
function AccountMenu({ user }: { user: PortalSession['user'] }) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={portalTexts.accountMenu}
        popoverTarget={ACCOUNT_MENU_ID}
        className="max-w-48"
      >
        <CircleUser aria-hidden="true" />
        <span className="hidden truncate md:inline">{name || user.email}</span>
      </Button>
      <div
        id={ACCOUNT_MENU_ID}
        popover="auto"
        className="fixed inset-auto top-14 right-4 m-0 w-60 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        <div className="flex flex-col px-2 py-1.5 text-sm">
          <span className="truncate font-medium">{name}</span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
        </div>
        <div className="-mx-1 my-1 h-px bg-border" />
        <Button
          variant="ghost"
          size="sm"
          className="w-full justify-start font-normal"
          onClick={() => void authSession('portal').signOut({ revoke: true })}
        >
          <LogOut aria-hidden="true" />
          {shellTexts.logout}
        </Button>
      </div>
    </>
  );
}
