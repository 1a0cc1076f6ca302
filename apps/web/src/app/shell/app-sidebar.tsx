import { shellTexts } from '@lineup/contracts/shell-texts';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { ChevronRight, LogOut, Upload } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useBrands } from '@/api/brands/get-brands';
import { buildSidebarNav, isLeafActive, type NavCollapsible, type NavLink } from '@/app/shell/sidebar-nav';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/auth/current-user';
import { signOut } from '@/lib/auth/session';

// The upload dialog (its forms, the date picker, the file reader) loads the first time it opens:
// the first paint of a signed-in page does without it.
const UploadInventoryDialog = lazy(() =>
  import('@/features/upload/components/upload-inventory-dialog').then((module) => ({
    default: module.UploadInventoryDialog,
  })),
);

// Sidebar targets are built from data (brand ids), so they are plain paths rather than typed route ids.
type AnyPath = '/home';

function NavLinkItem({ item, pathname }: { item: NavLink; pathname: string }) {
  const { setOpenMobile } = useSidebar();
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild tooltip={item.title} isActive={isLeafActive(pathname, item)}>
        <Link to={item.to as AnyPath} onClick={() => setOpenMobile(false)}>
          <item.icon />
          <span>{item.title}</span>
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

function NavCollapsibleItem({ item, pathname }: { item: NavCollapsible; pathname: string }) {
  const { state, isMobile, setOpenMobile } = useSidebar();
  const hasActiveChild = item.items.some((leaf) => isLeafActive(pathname, leaf));
  const [open, setOpen] = useState(hasActiveChild);
  // Brand sub-entries arrive with the brands list: open the group once it holds the current page.
  useEffect(() => {
    if (hasActiveChild) setOpen(true);
  }, [hasActiveChild]);

  if (state === 'collapsed' && !isMobile) {
    return (
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton tooltip={item.title} isActive={hasActiveChild}>
              <item.icon />
              <span>{item.title}</span>
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent side="right" align="start" sideOffset={4}>
            <DropdownMenuLabel>{item.title}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            {item.items.map((leaf) => (
              <DropdownMenuItem key={leaf.to} asChild>
                <Link to={leaf.to as AnyPath} data-active={isLeafActive(pathname, leaf)}>
                  {leaf.title}
                </Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    );
  }

  return (
    <Collapsible.Root asChild open={open} onOpenChange={setOpen} className="group/collapsible">
      <SidebarMenuItem>
        <Collapsible.Trigger asChild>
          <SidebarMenuButton tooltip={item.title} isActive={hasActiveChild && state === 'collapsed'}>
            <item.icon />
            <span>{item.title}</span>
            <ChevronRight className="ml-auto transition-transform duration-200 group-data-[state=open]/collapsible:rotate-90" />
          </SidebarMenuButton>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <SidebarMenuSub>
            {item.items.map((leaf) => (
              <SidebarMenuSubItem key={leaf.to}>
                <SidebarMenuSubButton asChild isActive={isLeafActive(pathname, leaf)}>
                  <Link to={leaf.to as AnyPath} onClick={() => setOpenMobile(false)}>
                    <span>{leaf.title}</span>
                  </Link>
                </SidebarMenuSubButton>
              </SidebarMenuSubItem>
            ))}
            {item.loading ? (
              <SidebarMenuSubItem>
                <Skeleton className="my-1 h-5 w-28" />
              </SidebarMenuSubItem>
            ) : null}
          </SidebarMenuSub>
        </Collapsible.Content>
      </SidebarMenuItem>
    </Collapsible.Root>
  );
}

export function AppSidebar() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const router = useRouter();
  const { setOpenMobile } = useSidebar();
  // On a phone the menu is a sheet over the page: a page reached another way than its links (the
  // upload's preview, a link inside a page) is not left under it.
  useEffect(() => router.subscribe('onResolved', () => setOpenMobile(false)), [router, setOpenMobile]);
  const brands = useBrands();
  const user = useCurrentUser();
  const [uploadOpen, setUploadOpen] = useState(false);
  // Mounted at the first opening and kept: closing plays the dialog's own closing and reset.
  const [uploadLoaded, setUploadLoaded] = useState(false);
  const groups = buildSidebarNav(brands.isError ? [] : brands.data);

  return (
    <Sidebar collapsible="icon" title={shellTexts.sidebar}>
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton
              variant="primary"
              tooltip={shellTexts.uploadInventory}
              onClick={() => {
                setUploadLoaded(true);
                setUploadOpen(true);
              }}
            >
              <Upload />
              <span>{shellTexts.uploadInventory}</span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
        {uploadLoaded ? (
          <Suspense fallback={null}>
            <UploadInventoryDialog open={uploadOpen} onOpenChange={setUploadOpen} />
          </Suspense>
        ) : null}
      </SidebarHeader>
      <SidebarContent>
        {groups.map((group) => (
          <SidebarGroup key={group.title}>
            <SidebarGroupLabel>{group.title}</SidebarGroupLabel>
            <SidebarMenu>
              {group.items.map((item) =>
                item.kind === 'link' ? (
                  <NavLinkItem key={item.title} item={item} pathname={pathname} />
                ) : (
                  <NavCollapsibleItem key={item.title} item={item} pathname={pathname} />
                ),
              )}
            </SidebarMenu>
          </SidebarGroup>
        ))}
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenu>
          {user ? (
            <SidebarMenuItem className="px-2 py-1 text-xs group-data-[collapsible=icon]:hidden">
              <div className="truncate font-medium">
                {user.firstName} {user.lastName}
              </div>
              <div className="truncate text-muted-foreground">{user.email}</div>
            </SidebarMenuItem>
          ) : null}
          <SidebarMenuItem>
            <SidebarMenuButton tooltip={shellTexts.logout} onClick={() => void signOut({ revoke: true })}>
              <LogOut />
              <span>{shellTexts.logout}</span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
