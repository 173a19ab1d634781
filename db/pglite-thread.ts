import "./no-wasm-code-gc.ts";
import { Worker } from "node:worker_threads";
import {
  messages,
  TransactionAbortedError,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

export function pgliteExtensions() {
  return { pg_trgm, unaccent };
}

/** Where the worker's PGlite keeps its data: a directory, or memory loaded from a `dumpDataDir` file, or empty memory. */
export interface PgliteThreadOptions {
  dataDir?: string;
  snapshotFile?: string;
}

export type ThreadRequest =
  /** keep: a statement the app prepares, parsed once under a name (db/pglite-statements.ts). */
  | { op: "query"; tx?: number; sql: string; params: unknown[]; rawTypes: number[]; keep: boolean }
  | { op: "begin" }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "close" };

/** A query's result as it crosses: rows as arrays, the caller's own types still text. */
export interface WireResults extends Omit<Results<unknown[]>, "blob"> {
  fields: { name: string; dataTypeID: number }[];
}

export interface WireError {
  kind: "database" | "aborted" | "other";
  message: string;
  /** The error's own fields: code, constraint, detail, severity… of a DatabaseError. */
  fields: Record<string, unknown>;
}

export type ThreadReply = { id: number; value: unknown } | { id: number; error: WireError };

/**
 * PGlite on a worker thread (db/pglite-worker.ts), for drizzle's PGlite driver: the `query` and `transaction`
 * it calls, with PGlite's semantics kept by the PGlite in the worker. A query there runs in WebAssembly on
 * the thread that calls it; here it leaves the server's main thread to HTTP, rendering and JSON while
 * another core runs the SQL, as PostgreSQL's own processes do.
 *
 * Parsers are functions and cannot cross: the worker parses every type as PGlite does in-process except
 * those the caller brings parsers for, which come over as text and are parsed here. Parameters cross by
 * structured clone (strings, numbers, bigints, Dates, Uint8Arrays, plain objects and arrays) and are
 * serialised by the worker's PGlite. Errors come back with their fields (code, constraint, detail…) on a
 * DatabaseError, as PGlite throws them.
 */
export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    {
      resolve: (value: unknown) => void;
      reject: (error: Error) => void;
      query?: [string, unknown[], QueryOptions | undefined];
    }
  >();
  #nextId = 1;
  /** Why requests are refused: the worker died, or close() ended it. */
  #stopped: Error | undefined;
  #closing: Promise<void> | undefined;
  /** Statement texts the worker parses once and keeps (see keepParsed). */
  readonly #kept = new Set<string>();

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on("message", (reply: ThreadReply) => this.#settle(reply));
    worker.on("error", (error) => this.#stop(error));
    worker.on("exit", (code) => this.#stop(new Error(`the PGlite worker exited with code ${code}`)));
    // A waiting query keeps the process alive, as in-process PGlite's would; an idle worker does not.
    worker.unref();
  }

  static async start(options: PgliteThreadOptions): Promise<PgliteThread> {
    const worker = new Worker(new URL("./pglite-worker.ts", import.meta.url), { workerData: options });
    await new Promise<void>((resolve, reject) => {
      worker.once("message", (message: { ready: true } | { error: WireError }) =>
        "ready" in message ? resolve() : reject(reviveError(message.error)),
      );
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`the PGlite worker exited with code ${code} while starting`)));
    });
    return new PgliteThread(worker);
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query(undefined, sql, params, options);
  }

  /**
   * PGlite's transaction: it holds the worker's PGlite alone from BEGIN to COMMIT (other queries wait),
   * its own queries may be sent several at once, and it rolls back when the callback throws.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.#request({ op: "begin" })) as number;
    let closed = false;
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> =>
        closed ? Promise.reject(new Error("Transaction is closed")) : this.#query<R>(id, sql, params ?? [], options),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx as Transaction);
    } catch (error) {
      closed = true;
      await this.#request({ op: "end", tx: id, commit: false });
      throw error;
    }
    closed = true;
    await this.#request({ op: "end", tx: id, commit: true });
    return result;
  }

  /** Closes the worker's PGlite (its data directory is left consistent) and ends the thread; later calls wait for the same. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        if (!this.#stopped) await this.#request({ op: "close" });
      } finally {
        // Queries sent from now on fail as they do on a closed PGlite, not with the worker's exit code.
        this.#stopped ??= new Error("PGlite is closed");
        await this.#worker.terminate();
      }
    })();
    return this.#closing;
  }

  /**
   * Has the worker parse this statement once and keep it, with its plan, for every later call with the same
   * text: db/prepared.ts's hot reads, which PostgreSQL's own connections keep the same way.
   */
  keepParsed(sql: string) {
    this.#kept.add(sql);
  }

  /** What drizzle's PGlite driver takes: it calls `query` and `transaction` only. */
  asClient(): PGlite {
    return this as unknown as PGlite;
  }

  async #query<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const parsers = options?.parsers;
    const rawTypes = parsers ? Object.keys(parsers).map(Number) : [];
    const wire = (await this.#request({ op: "query", tx, sql, params, rawTypes, keep: this.#kept.has(sql) }, [
      sql,
      params,
      options,
    ])) as WireResults;
    const { fields } = wire;
    const rows = wire.rows as unknown[][];
    if (parsers) {
      fields.forEach(({ dataTypeID }, column) => {
        const parse = parsers[dataTypeID];
        if (!parse) return;
        for (const row of rows)
          if (row[column] !== null)
            row[column] = (parse as (value: string, type: number) => unknown)(row[column] as string, dataTypeID);
      });
    }
    const shaped =
      options?.rowMode === "array"
        ? rows
        : rows.map((row) => Object.fromEntries(fields.map((field, column) => [field.name, row[column]])));
    return { ...wire, rows: shaped } as Results<T>;
  }

  #request(request: ThreadRequest, query?: [string, unknown[], QueryOptions | undefined]): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      try {
        // Throws a DataCloneError for a parameter that cannot cross (a function, a symbol…): nothing is sent.
        this.#worker.postMessage({ id, ...request });
      } catch (error) {
        reject(error as Error);
        return;
      }
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject, query });
    });
  }

  #settle(reply: ThreadReply) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if ("error" in reply) pending.reject(reviveError(reply.error, pending.query));
    else pending.resolve(reply.value);
  }

  /** The worker is gone (a crash, or close): what was waiting fails now instead of hanging, and so does what comes later. */
  #stop(error: Error) {
    this.#stopped ??= error;
    for (const pending of this.#pending.values()) pending.reject(this.#stopped);
    this.#pending.clear();
  }
}

/** The worker's side of `reviveError`: the fields that make the error useful, without the query options' functions. */
export function wireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { kind: "other", message: String(error), fields: {} };
  const { queryOptions: _options, ...fields } = { ...error } as Record<string, unknown>;
  const kind =
    error instanceof TransactionAbortedError
      ? "aborted"
      : error instanceof messages.DatabaseError
        ? "database"
        : "other";
  return { kind, message: error.message, fields: kind === "other" ? { ...fields, name: error.name } : fields };
}

/** The error PGlite would have thrown in-process: same class, fields, and the caller's own query, params and options. */
function reviveError(
  { kind, message, fields }: WireError,
  query?: [string, unknown[], QueryOptions | undefined],
): Error {
  const error =
    kind === "aborted"
      ? new TransactionAbortedError()
      : kind === "database"
        ? new messages.DatabaseError(message, fields.length as number, "error")
        : new Error(message);
  Object.assign(error, fields);
  if (query && "query" in fields) Object.assign(error, { query: query[0], params: query[1], queryOptions: query[2] });
  return error;
}
