import { navigationTexts } from '@lineup/contracts/texts/navigation';
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

// The palette (and cmdk) load the first time it opens: neither the sign-in pages nor a first
// visit to /home pay for it.
const CommandPalette = lazy(() =>
  import('@/app/command-palette/command-palette').then((module) => ({ default: module.CommandPalette })),
);

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** Ctrl+K (Cmd+K on a Mac), wherever the focus is: the page's own Ctrl+K gives way to the palette. */
export function isPaletteShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
}

/** The header's Search button and the command palette it opens, also with Ctrl/Cmd+K. */
export function CommandPaletteLauncher() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it keeps its lists and opens at once the next time.
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setLoaded(true);
      setOpen((current) => !current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-muted-foreground"
        aria-label={navigationTexts.openPaletteLabel}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Search />
        <span className="hidden md:inline">{navigationTexts.openPalette}</span>
        <kbd className="hidden rounded border bg-muted px-1.5 font-mono text-[10px] text-foreground md:inline">
          {navigationTexts.shortcut(isMac())}
        </kbd>
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
