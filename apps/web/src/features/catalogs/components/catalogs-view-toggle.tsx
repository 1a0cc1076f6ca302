import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { LayoutGrid, Rows3 } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type CatalogsView = 'cards' | 'table';

/** Cards or Table on /home/catalogs: two pressed-state buttons in a labelled group. */
export function CatalogsViewToggle({ view, onChange }: { view: CatalogsView; onChange: (view: CatalogsView) => void }) {
  const option = (value: CatalogsView, label: string, Icon: typeof LayoutGrid) => (
    <Button
      type="button"
      size="sm"
      variant="ghost"
      // The theme's secondary is all but white: the chosen view gets a fill that reads as chosen.
      className="aria-pressed:bg-foreground/10"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
    >
      <Icon />
      {label}
    </Button>
  );
  return (
    <fieldset className="flex items-center gap-1 rounded-md border p-0.5">
      <legend className="sr-only">{catalogTexts.viewLabel}</legend>
      {option('cards', catalogTexts.viewCards, LayoutGrid)}
      {option('table', catalogTexts.viewTable, Rows3)}
    </fieldset>
  );
}
