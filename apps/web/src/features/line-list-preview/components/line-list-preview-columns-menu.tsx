import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { ColumnsMenu } from '@/components/columns-menu';
import { hideableColumnIds } from '@/features/line-list-preview/components/line-list-preview-columns';

/** The Columns checkbox selector: which columns the preview table shows. */
export function LineListPreviewColumnsMenu({
  visibility,
  onChange,
}: {
  visibility: ColumnVisibilityState;
  onChange: (next: ColumnVisibilityState) => void;
}) {
  const items = hideableColumnIds.map((id) => ({
    id,
    label: previewTexts.columnLabels[id],
    checked: visibility[id] !== false,
  }));
  return (
    <ColumnsMenu
      label={previewTexts.columns}
      align="end"
      items={items}
      onCheckedChange={(id, checked) => onChange({ ...visibility, [id]: checked })}
    />
  );
}
