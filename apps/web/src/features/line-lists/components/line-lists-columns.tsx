import type { LineList } from '@lineup/contracts/pim';
import { lineListTypeLabel } from '@lineup/contracts/texts/line-list-types';
import { lineListTexts } from '@lineup/contracts/texts/line-lists';
import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { LineListsRowActions } from '@/features/line-lists/components/line-lists-row-actions';
import { formatCalendarDate, formatShortDate } from '@/lib/dates';
import type { PaginatedTableFeatures } from '@/lib/hooks/use-paginated-table';

export { lineListTypeLabel };

/** The columns the Columns menu can hide, by id, with their names; the actions always show. */
export const lineListColumnLabels: Record<string, string> = {
  name: lineListTexts.columnName,
  type: lineListTexts.columnType,
  createdAt: lineListTexts.columnUploadDate,
  description: lineListTexts.columnDescription,
  itemsCount: lineListTexts.columnItems,
  sentOn: lineListTexts.columnSentToCatalog,
};

const column = createColumnHelper<PaginatedTableFeatures, LineList>();

/**
 * Name, Type, Upload date (an instant, the browser's day), Description, Number of items, Sent to
 * catalog (Yes with its calendar day, MM/DD/YY, or No), and the actions menu (Edit, and the way to
 * the line list's catalogs).
 */
export const lineListsColumns = column.columns([
  column.accessor('name', {
    header: lineListTexts.columnName,
    // The name opens the line list's page, as the menu's Edit does. A long name is cut with an
    // ellipsis (whole in its tooltip) so the other columns and the actions stay in view.
    cell: (info) => (
      <Link
        to="/home/line-list/preview/$lineListId"
        params={{ lineListId: String(info.row.original.id) }}
        className="block max-w-xs truncate font-medium underline-offset-4 hover:underline"
        title={info.getValue()}
      >
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('type', { header: lineListTexts.columnType, cell: (info) => lineListTypeLabel(info.getValue()) }),
  column.accessor('createdAt', {
    header: lineListTexts.columnUploadDate,
    cell: (info) => formatShortDate(info.getValue()),
  }),
  column.accessor('description', {
    header: lineListTexts.columnDescription,
    cell: (info) => (
      <span className="block max-w-80 truncate" title={info.getValue() ?? undefined}>
        {info.getValue()}
      </span>
    ),
  }),
  column.accessor('itemsCount', { header: lineListTexts.columnItems }),
  column.accessor('sentOn', {
    header: () => <span title={lineListTexts.sentToCatalogHint}>{lineListTexts.columnSentToCatalog}</span>,
    cell: (info) => {
      const day = formatCalendarDate(info.getValue(), 'short');
      return day ? lineListTexts.sentToCatalogOn(day) : lineListTexts.no;
    },
  }),
  column.display({
    id: 'actions',
    header: () => <span className="sr-only">{lineListTexts.columnActions}</span>,
    enableHiding: false,
    cell: ({ row }) => <LineListsRowActions lineList={row.original} />,
  }),
]);
