import type { FileProblemDetail } from '@lineup/contracts/import-format-definition';
import { importFormatMessages } from '@lineup/contracts/import-format-messages';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { useId } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/**
 * Every problem the server listed for a refused file, at once: its row, column, value and message,
 * in a scrollable region the keyboard can reach (it takes focus, then the arrow keys scroll it), named
 * by its count; past the server's cap, how many more the file has.
 */
export function UploadProblemsTable({
  problems,
  problemsTotal,
}: {
  problems: readonly FileProblemDetail[];
  problemsTotal: number;
}) {
  const labelId = useId();
  const more = problemsTotal - problems.length;
  return (
    <div className="flex flex-col gap-1">
      <p id={labelId} className="text-sm font-medium">
        {uploadDialogTexts.problemsLabel(problemsTotal)}
      </p>
      <section
        aria-labelledby={labelId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus for the keyboard to scroll it.
        tabIndex={0}
        className="max-h-60 overflow-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Table aria-labelledby={labelId} className="text-xs">
          <TableHeader className="sticky top-0 bg-background">
            <TableRow>
              <TableHead className="h-8 w-12">{uploadDialogTexts.problemRow}</TableHead>
              <TableHead className="h-8 w-16">{uploadDialogTexts.problemColumn}</TableHead>
              <TableHead className="h-8 w-32">{uploadDialogTexts.problemValue}</TableHead>
              <TableHead className="h-8">{uploadDialogTexts.problemMessage}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {problems.map((problem, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's list is positional; two problems may share a cell.
              <TableRow key={index}>
                <TableCell className="py-1 tabular-nums">{problem.row ?? uploadDialogTexts.problemNoCell}</TableCell>
                <TableCell className="py-1">{problem.column ?? uploadDialogTexts.problemNoCell}</TableCell>
                <TableCell className="max-w-32 truncate py-1" title={problem.value ?? undefined}>
                  {problem.value}
                </TableCell>
                <TableCell className="whitespace-normal break-words py-1">{problem.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
      {more > 0 ? <p className="text-xs text-muted-foreground">{importFormatMessages.moreProblems(more)}</p> : null}
    </div>
  );
}
