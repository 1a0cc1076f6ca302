import type { BrandImportFormat } from '@lineup/contracts/import-formats';
import { importFormatTexts } from '@lineup/contracts/texts/import-format';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/dates';

/** What uploads of the brand are read with now: its latest version, the built-in Crocs format, or none. */
function usedNow(format: BrandImportFormat): string {
  if (format.current)
    return importFormatTexts.currentVersion(format.current.version, formatDate(format.current.createdAt) ?? '');
  return format.usesBuiltInCrocsFormat ? importFormatTexts.builtInCrocs : importFormatTexts.none;
}

/** The brand's current import format and every saved version, newest first. */
export function ImportFormatSummary({ format }: { format: BrandImportFormat }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        <span className="text-muted-foreground">{importFormatTexts.usedNow}: </span>
        <span className="font-medium" data-testid="import-format-current">
          {usedNow(format)}
        </span>
      </p>
      {format.versions.length > 0 ? (
        <section className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold">{importFormatTexts.versionsHeading}</h3>
          <Table className="max-w-sm">
            <TableHeader>
              <TableRow>
                <TableHead>{importFormatTexts.versionColumn}</TableHead>
                <TableHead>{importFormatTexts.savedColumn}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {format.versions.map((version) => (
                <TableRow key={version.version}>
                  <TableCell>{version.version}</TableCell>
                  <TableCell>{formatDate(version.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      ) : null}
    </div>
  );
}
