import { sql } from 'drizzle-orm';
import type { Database } from '../db';

/** What `execute` answers on both drivers (node-postgres and PGlite). */
type Rows<T> = { rows: T[] };

/**
 * Counts the rows of every table of a database schema in one query (the tables are read from the
 * catalog once). Two equal snapshots around a request mean it left no row behind nor took one away.
 */
export async function rowCounter(db: Database, schemaName: string) {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = ${schemaName} and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ table_name: string }>;
  const names = tables.rows.map((row) => row.table_name);
  if (names.length === 0) throw new Error(`No tables in schema ${schemaName}`);
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const query = names
    .map(
      (name) =>
        `select '${name.replaceAll("'", "''")}' as name, count(*)::int as count from ${quote(schemaName)}.${quote(name)}`,
    )
    .join(' union all ');
  return async (): Promise<Record<string, number>> => {
    const counts = (await db.execute(sql.raw(query))) as unknown as Rows<{ name: string; count: number }>;
    return Object.fromEntries(counts.rows.map((row) => [row.name, Number(row.count)]));
  };
}
