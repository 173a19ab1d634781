import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { rowsOf, type Executor } from "../client.ts";

export async function query<T>(db: Executor, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export interface BulkOptions {
  /** Insert explicit values into GENERATED ALWAYS identity columns. */
  overriding?: boolean;
  /** Appended verbatim, e.g. 'on conflict do nothing'. Trusted text only. */
  suffix?: string;
  /** Rows per statement; JSON payloads of a few MB keep both drivers fast. */
  chunkSize?: number;
}

/**
 * Inserts many rows with one parameter per statement: the rows travel as a JSON array and
 * json_to_recordset turns them into typed columns. Works the same on PGlite and postgres.js (no array
 * parameter encoding involved), handles nulls, jsonb and timestamps, and costs one round trip per chunk.
 * `columns` maps column name → PostgreSQL type; table and column names are trusted constants.
 */
export async function bulkInsert(
  db: Executor,
  table: string,
  columns: Record<string, string>,
  rows: readonly Record<string, unknown>[],
  options: BulkOptions = {},
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const columnList = names.map(ident).join(", ");
  const recordType = names.map((name) => `${ident(name)} ${columns[name]}`).join(", ");
  const chunkSize = options.chunkSize ?? 5000;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const payload = JSON.stringify(
      chunk.map((row) => Object.fromEntries(names.map((name) => [name, row[name] ?? null]))),
    );
    await db.execute(
      sql`insert into ${sql.raw(ident(table))} (${sql.raw(columnList)})${sql.raw(options.overriding ? " overriding system value" : "")}
          select ${sql.raw(columnList)} from json_to_recordset(${payload}::json) as x(${sql.raw(recordType)})${sql.raw(options.suffix ? ` ${options.suffix}` : "")}`,
    );
  }
}

type ColumnName<T extends PgTable> = keyof T["_"]["columns"] & string;

/** The PostgreSQL types of some of a table's columns, as its Drizzle definition declares them. */
export function columnTypes<T extends PgTable>(table: T, names: readonly ColumnName<T>[]): Record<string, string> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]!.getSQLType()]));
}

/** bulkInsert into a Drizzle table: the rows fill the named columns, typed as the table declares them. */
export function insertRows<T extends PgTable>(
  db: Executor,
  table: T,
  names: readonly ColumnName<T>[],
  rows: readonly Record<string, unknown>[],
  options: BulkOptions = {},
): Promise<void> {
  return bulkInsert(db, getTableName(table), columnTypes(table, names), rows, options);
}

/** A row for `table`: some of its columns by name (a name the table lacks fails the typecheck). */
export type TableRecord<T extends PgTable> = Partial<Record<ColumnName<T>, unknown>>;

/** insertRows of rows that all fill the same columns: the first row's keys name them. */
export function insertRecords<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly TableRecord<T>[],
  options: BulkOptions = {},
): Promise<void> {
  const names = Object.keys(rows[0] ?? {}) as ColumnName<T>[];
  return names.length === 0 ? Promise.resolve() : insertRows(db, table, names, rows, options);
}

/**
 * Column-wise variant for wide, simple tables (the 83,762 villages): one text[] parameter per column,
 * expanded by unnest. `sql.param` keeps Drizzle from spreading the array into a parameter list.
 */
export async function bulkInsertColumns(
  db: Executor,
  table: string,
  columns: Record<string, string>,
  values: Record<string, readonly unknown[]>,
  options: BulkOptions = {},
): Promise<void> {
  const names = Object.keys(columns);
  const total = values[names[0]!]?.length ?? 0;
  const chunkSize = options.chunkSize ?? 20000;
  const columnList = names.map(ident).join(", ");
  for (let start = 0; start < total; start += chunkSize) {
    const params = names.map(
      (name) => sql`${sql.param(values[name]!.slice(start, start + chunkSize))}::${sql.raw(columns[name]!)}[]`,
    );
    await db.execute(
      sql`insert into ${sql.raw(ident(table))} (${sql.raw(columnList)})${sql.raw(options.overriding ? " overriding system value" : "")}
          select * from unnest(${sql.join(params, sql`, `)})${sql.raw(options.suffix ? ` ${options.suffix}` : "")}`,
    );
  }
}

/** Takes `count` values of a table's identity sequence, so that rows can be linked before they are inserted. */
export async function reserveIds(db: Executor, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await query<{ id: string | number }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${ident(table)}, 'id')) as id from generate_series(1, ${count})`,
  );
  return rows.map((row) => Number(row.id));
}
