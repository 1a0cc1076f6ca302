import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** sonner's toaster in the app's colours; a caller's `style` adds to them. */
export function Toaster({ style, ...props }: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      richColors
      closeButton
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          ...style,
        } as React.CSSProperties
      }
      {...props}
    />
  );
}
