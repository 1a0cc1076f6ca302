import { useSidebar } from '@/components/ui/sidebar';
import { Toaster } from '@/components/ui/sonner';

/**
 * The back office's toasts open at the bottom, centred over the page beside the sidebar. The top of
 * a page holds what a toast must never cover for its few seconds: the page's title and its actions
 * (at the right of the heading), and on the segmentation screen its tabs, the drop targets of a
 * drag. The bottom corners hold actions too (a form's Save, a table's pagination, Back and Save
 * Catalogs under the segmentation grid), while the middle of the bottom edge holds none. Centred
 * over the window, a toast would reach Back beside an open sidebar on a 1024 px screen; centred over
 * the page it clears it. Without the sidebar column (a narrower screen) the window is the page.
 */
export function HomeToaster() {
  const { isMobile, state } = useSidebar();
  const sidebarWidth = isMobile ? null : state === 'expanded' ? 'var(--sidebar-width)' : 'var(--sidebar-width-icon)';
  return (
    <Toaster position="bottom-center" style={sidebarWidth ? { left: `calc(50% + ${sidebarWidth} / 2)` } : undefined} />
  );
}
