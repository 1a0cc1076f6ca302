import type { LineListType } from '@lineup/contracts/pim';
import { eq, sql } from 'drizzle-orm';
import type { PimDb, Tx } from '../../../db/database';
import { lineListItems, lineLists } from '../../../db/schema';
import type { ParsedLineList } from '../../../parser/line-list-reader';
import type { ParentBatch } from '../../../parser/parse-process-flow';
import { type DeliveryWindowFields, insertDeliveryWindows } from './delivery-windows';
import type { ProcessHooks } from './upload-claim';

/**
 * Staging an uploaded line list while its file is read (docs/decisions/0017-import-pipeline.md):
 * the line list's row first, then its parents batch by batch as the reading process sends them,
 * then what only the whole file tells (season, year, number of parents). All in one transaction,
 * so a refused file or a crash leaves nothing staged.
 */

/** The staged line list as the upload describes it; `name` null: "<season> <year>", known once read. */
type StagedLineListInput = {
  brandId: number;
  name: string | null;
  type: LineListType;
  description: string | null;
  dateSent: string | null;
  receivedOn: string | null;
  deadline: string | null;
  dateOfAvailability: string | null;
  uploadId: string | null;
  replacesLineListId: number | null;
  /** The upload dialog's delivery windows, staged with the line list (saving keeps them). */
  deliveryWindows: DeliveryWindowFields[];
};

/** Reads the file, handing its parents batch by batch to `onParents`; answers the whole file's figures. */
type ReadLineList = (onParents: (batch: ParentBatch) => Promise<void>) => Promise<ParsedLineList>;

/**
 * Reads a line list's file and stages it as it is read. The transaction opens with the first
 * batch of good rows: a file refused before (not a spreadsheet, a wrong header, a hostile file
 * stopped by the reader's limits) never holds the database, which for the embedded PGlite is
 * every request's one connection. `finish` runs last in the same transaction.
 */
export async function stageWhileReading(
  db: PimDb,
  input: StagedLineListInput & { importFormatId: number | null },
  read: ReadLineList,
  hooks: Pick<ProcessHooks, 'onStage' | 'onBatch'>,
  finish: (tx: Tx) => Promise<void>,
): Promise<{ lineListId: number; lineList: ParsedLineList }> {
  const held = holdTransaction(db);
  let started: Promise<{ tx: Tx; lineListId: number }> | undefined;
  const begin = () => {
    started ??= (async () => {
      const tx = await held.open();
      await hooks.onStage?.('staging');
      return { tx, lineListId: await insertStagedLineList(tx, input) };
    })();
    return started;
  };
  let rowsStaged = 0;
  try {
    const lineList = await read(async (batch) => {
      const { tx, lineListId } = await begin();
      await stageParentBatch(tx, lineListId, batch.json);
      rowsStaged += batch.skuCount;
      await hooks.onBatch?.(rowsStaged);
    });
    await hooks.onStage?.('parsed');
    const { tx, lineListId } = await begin();
    await completeStagedLineList(tx, lineListId, {
      name: input.name ?? `${lineList.season} ${lineList.year}`,
      season: lineList.season,
      year: lineList.year,
      itemsCount: lineList.itemsCount,
      importFormatId: input.importFormatId,
    });
    await finish(tx);
    await held.end(true);
    return { lineListId, lineList };
  } catch (error) {
    await held.end(false);
    throw error;
  }
}

/** Thrown inside a held transaction to roll it back (and caught by holdTransaction). */
const ROLLED_BACK = Symbol('rolled back');

/**
 * A transaction opened when first asked for and held open until `end`: committed with
 * `end(true)`, rolled back with `end(false)` (or if nothing was ever opened, nothing to do).
 * `end(true)` throws what the commit threw.
 */
function holdTransaction(db: PimDb) {
  let opened: Promise<Tx> | undefined;
  let closed: Promise<void> = Promise.resolve();
  let decide: (commit: boolean) => void = () => {};
  return {
    open(): Promise<Tx> {
      opened ??= new Promise<Tx>((provide, refuse) => {
        const decided = new Promise<boolean>((resolve) => {
          decide = resolve;
        });
        closed = db
          .transaction(async (tx) => {
            provide(tx);
            if (!(await decided)) throw ROLLED_BACK;
          })
          .catch((error) => {
            if (error !== ROLLED_BACK) throw error;
          });
        // BEGIN itself failed: whoever waits for the transaction hears it.
        closed.catch(refuse);
      });
      return opened;
    },
    async end(commit: boolean): Promise<void> {
      decide(commit);
      decide = () => {};
      if (commit) await closed;
      else await closed.catch(() => {});
    },
  };
}

/**
 * The staged line list's row and its delivery windows, before its file is read: season, year and
 * counts come at the end.
 */
async function insertStagedLineList(tx: Tx, input: StagedLineListInput): Promise<number> {
  const { deliveryWindows, ...lineList } = input;
  const [row] = await tx
    .insert(lineLists)
    .values({ ...lineList, name: lineList.name ?? '', state: 'staged', itemsCount: 0 })
    .returning({ id: lineLists.id });
  await insertDeliveryWindows(tx, row!.id, deliveryWindows);
  return row!.id;
}

/**
 * A batch of parents as read (ParsedParent[] as the reading process's JSON text), in one statement:
 * the database reads the text itself, so the server neither parses it nor builds a parameter per
 * field. A model code already staged (its rows spread over batches) comes again with the same
 * parent fields and only its new SKUs: they are added to its SKUs, and it keeps its place (the
 * preview lists parents in the order of their first row, which ids follow: rows are inserted in
 * the batch's order). Prices are rounded to the column's cents.
 */
async function stageParentBatch(tx: Tx, lineListId: number, parentsJson: string): Promise<void> {
  await tx.execute(sql`insert into ${lineListItems} (line_list_id, model_code, franchise, silhouette, color,
      gender, msrp, expected_shipped_date, attributes, skus)
    select ${lineListId}, p."modelCode", p.franchise, p.silhouette, p.color, p.gender, round(p.msrp, 2),
      p."expectedShippedDate", p.attributes, p.skus
    from rows from (
      jsonb_to_recordset(${parentsJson}::jsonb) as ("modelCode" text, franchise text, silhouette text,
        color text, gender text, msrp numeric, "expectedShippedDate" date, attributes jsonb, skus jsonb)
    ) with ordinality as p("modelCode", franchise, silhouette, color, gender, msrp, "expectedShippedDate",
      attributes, skus, position)
    order by p.position
    on conflict (line_list_id, model_code) do update set skus = ${lineListItems.skus} || excluded.skus`);
}

/** What the whole file tells, once read: the line list's season and year, its parents, its format. */
async function completeStagedLineList(
  tx: Tx,
  lineListId: number,
  read: { name: string; season: string; year: number; itemsCount: number; importFormatId: number | null },
): Promise<void> {
  await tx
    .update(lineLists)
    .set({ ...read, updatedAt: new Date() })
    .where(eq(lineLists.id, lineListId));
}
