import { productTexts, shellTexts } from '@lineup/contracts/shell-texts';
import { CommandPaletteLauncher } from '@/app/command-palette/command-palette-launcher';
import { AppBreadcrumbs } from '@/app/shell/app-breadcrumbs';
import { EnvBadge } from '@/app/shell/env-badge';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { getRuntimeConfig } from '@/lib/runtime-config';

export function AppHeader() {
  return (
    <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur">
      <SidebarTrigger label={shellTexts.toggleSidebar} className="-ml-1" />
      <Separator orientation="vertical" className="h-4!" />
      <span className="font-semibold tracking-tight">{productTexts.name}</span>
      <Separator orientation="vertical" className="h-4!" />
      {/* On a phone the page's heading says where one is: the crumbs need the room. */}
      <div className="hidden min-w-0 flex-1 overflow-hidden sm:block">
        <AppBreadcrumbs />
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-2">
        <CommandPaletteLauncher />
        <EnvBadge label={getRuntimeConfig().envLabel} />
      </div>
    </header>
  );
}
