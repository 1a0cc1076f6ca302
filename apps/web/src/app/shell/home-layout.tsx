import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { AppHeader } from '@/app/shell/app-header';
import { AppSidebar } from '@/app/shell/app-sidebar';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { Toaster } from '@/components/ui/sonner';
import { getQueryClient } from '@/lib/query-client';

/** The /home layout: sidebar, header with the product name, breadcrumbs, env badge. */
export function HomeLayout({ children }: { children?: React.ReactNode }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <SidebarProvider>
        <AppSidebar />
        <SidebarInset>
          <AppHeader />
          <div className="flex flex-1 flex-col p-4 md:p-6">{children ?? <Outlet />}</div>
        </SidebarInset>
        {/* Toasts belong to the signed-in screens; the sign-in pages show errors inline. */}
        <Toaster position="top-right" />
      </SidebarProvider>
    </QueryClientProvider>
  );
}
