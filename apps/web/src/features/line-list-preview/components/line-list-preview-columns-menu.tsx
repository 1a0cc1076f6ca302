import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { ColumnsMenu } from '@/components/columns-menu';
import { hideableColumnIds } from '@/features/line-list-preview/components/line-list-preview-columns';

/** The Columns checkbox selector: which columns the preview table shows (`offered`: of those it may show). */
export function LineListPreviewColumnsMenu({
  visibility,
  onChange,
  offered = hideableColumnIds,
}: {
  visibility: ColumnVisibilityState;
  onChange: (next: ColumnVisibilityState) => void;
  offered?: readonly (typeof hideableColumnIds)[number][];
}) {
  const items = offered.map((id) => ({
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
