import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { AppHeader } from '@/app/shell/app-header';
import { AppSidebar } from '@/app/shell/app-sidebar';
import { HomeToaster } from '@/app/shell/home-toaster';
import { MAIN_CONTENT_ID, SkipLink } from '@/app/shell/skip-link';
import { useSearchShortcut } from '@/app/shell/use-search-shortcut';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { getQueryClient } from '@/lib/query-client';

/**
 * The /home layout: the skip link, sidebar, header with the product name, breadcrumbs, the command
 * palette's button and env badge; '/' focuses the page's search box.
 */
export function HomeLayout({ children }: { children?: React.ReactNode }) {
  useSearchShortcut(MAIN_CONTENT_ID);
  return (
    <QueryClientProvider client={getQueryClient()}>
      <SkipLink />
      <SidebarProvider>
        <AppSidebar />
        <SidebarInset>
          <AppHeader />
          <div id={MAIN_CONTENT_ID} tabIndex={-1} className="flex min-w-0 flex-1 flex-col p-4 outline-none md:p-6">
            {children ?? <Outlet />}
          </div>
        </SidebarInset>
        {/* Toasts belong to the signed-in screens; the sign-in pages show errors inline. */}
        <HomeToaster />
      </SidebarProvider>
    </QueryClientProvider>
  );
}
