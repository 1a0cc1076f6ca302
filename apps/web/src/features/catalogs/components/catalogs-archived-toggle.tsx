import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { Archive } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The Archived filter of /home/catalogs: a toggle button (aria-pressed) between the overview and the archive. */
export function CatalogsArchivedToggle({
  pressed,
  onPressedChange,
}: {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
}) {
  return (
    <Button
      type="button"
      variant={pressed ? 'secondary' : 'outline'}
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
    >
      <Archive />
      {catalogTexts.showArchived}
    </Button>
  );
}
