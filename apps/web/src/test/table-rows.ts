import { screen, within } from '@testing-library/react';

/** The body rows of the page's one table, or of `table`: every row but the header's. */
function bodyRows(table?: HTMLElement) {
  return (table ? within(table).getAllByRole('row') : screen.getAllByRole('row')).slice(1);
}

/** The text of every cell, row by row, of the page's one table or of `table`. */
export function cellTexts(table?: HTMLElement) {
  return bodyRows(table).map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );
}

/** The text of each row's first cell: what names the row ('' for a row without cells). */
export function firstCellTexts() {
  return bodyRows().map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');
}
