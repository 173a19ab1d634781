import { messages, parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";

const { serialize } = protocol;

/** Parameter types are remembered for this many statement texts, the first remembered going first… */
const PARAM_TYPES_KEPT = 5_000;
/** …of at most this length: a bulk insert's text can run to megabytes, and its Describe costs little beside it. */
const PARAM_TYPES_MAX_SQL_LENGTH = 20_000;
/** A kept statement the server no longer has (26000), or whose result columns changed under it (0A000). */
const STALE_STATEMENT_CODES = new Set(["26000", "0A000"]);

/**
 * The worker's queries, with PGlite's `query()` semantics but fewer trips into WebAssembly
 * (docs/decisions/0017). `query()` sends Parse, Describe, Bind, Describe, Execute and Sync as six calls,
 * and parses and plans the statement every time. Here:
 * - the parameter types PGlite reads with the first Describe are remembered per statement text, so a query
 *   is one call (Parse, Bind, Describe, Execute, Sync), its values written by the same serializers;
 * - a statement the app prepares (db/prepared.ts) is parsed once under a name, and PostgreSQL keeps its plan.
 *   Planning was most of a product page's lookup here: each relation's size is an fstat through
 *   Emscripten's file system (lookup by slug 1.6–2.7 ms per call, 0.43 ms kept).
 */
export class PgliteStatements {
  readonly #pglite: PGlite;
  readonly #paramTypes = new Map<string, number[]>();
  /** Statements parsed once, by text: their name and parameter types. */
  readonly #kept = new Map<string, { name: string; types: number[] }>();
  readonly #merged = new WeakMap<object, PGlite["parsers"]>();
  #nextName = 1;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  /**
   * One query. `keep`: parse it once under a name. `inTransaction`: the caller's open transaction holds
   * PGlite's transaction lock; any other query waits for that lock, as `query()` does.
   */
  query(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    { keep, inTransaction }: { keep: boolean; inTransaction: boolean },
  ): Promise<Results<unknown[]>> {
    const pglite = this.#pglite;
    const run = () => pglite._runExclusiveQuery(() => this.#run(sql, params, options, keep, true));
    return inTransaction ? run() : pglite._runExclusiveTransaction(run);
  }

  async #run(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    keep: boolean,
    retry: boolean,
  ): Promise<Results<unknown[]>> {
    try {
      const { name, types } = keep
        ? await this.#keptStatement(sql)
        : { name: "", types: await this.#paramTypesOf(sql) };
      const values = params.map((value, index) => this.#text(value, types[index]!, options));
      const bind = [
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ];
      const answer = await this.#exec(keep ? bind : [serialize.parse({ text: sql }), ...bind]);
      return parse.parseResults(answer, this.#parsersWith(options?.parsers), {
        ...options,
        parsers: undefined,
      })[0] as Results<unknown[]>;
    } catch (error) {
      if (keep && retry && error instanceof messages.DatabaseError && STALE_STATEMENT_CODES.has(error.code ?? "")) {
        await this.#forget(sql);
        return this.#run(sql, params, options, keep, false);
      }
      if (error instanceof messages.DatabaseError) Object.assign(error, { query: sql, params, queryOptions: options });
      throw error;
    }
  }

  /**
   * PGlite's parsers with the caller's over them, merged once per set of the caller's parsers: handed
   * the caller's, parseResults copies all 318 of PGlite's parsers into a new object for every query, a
   * fifth of this thread's time under a kept listing's load.
   */
  #parsersWith(own: QueryOptions["parsers"]): PGlite["parsers"] {
    if (!own) return this.#pglite.parsers;
    let merged = this.#merged.get(own);
    if (!merged) this.#merged.set(own, (merged = { ...this.#pglite.parsers, ...own }));
    return merged;
  }

  /** A statement parsed once under a name, with its parameter types. */
  async #keptStatement(sql: string): Promise<{ name: string; types: number[] }> {
    let statement = this.#kept.get(sql);
    if (!statement) {
      const name = `pasar_${this.#nextName++}`;
      statement = { name, types: await this.#describe(sql, name) };
      this.#kept.set(sql, statement);
    }
    return statement;
  }

  /** The parameter types of an unnamed statement: read once per text, then remembered. */
  async #paramTypesOf(sql: string): Promise<number[]> {
    const known = this.#paramTypes.get(sql);
    if (known) return known;
    const types = await this.#describe(sql, "");
    if (sql.length <= PARAM_TYPES_MAX_SQL_LENGTH) {
      this.#paramTypes.set(sql, types);
      if (this.#paramTypes.size > PARAM_TYPES_KEPT) this.#paramTypes.delete(this.#paramTypes.keys().next().value!);
    }
    return types;
  }

  async #describe(sql: string, name: string): Promise<number[]> {
    return parse.parseDescribeStatementResults(
      await this.#exec([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
    );
  }

  /** One call into PGlite: the messages back, or the first error once PostgreSQL has reached the Sync. */
  async #exec(parts: Uint8Array[]): Promise<messages.BackendMessage[]> {
    return (await this.#pglite.execProtocol(Buffer.concat(parts))).messages;
  }

  /** A value as PGlite's `query()` writes it for a parameter of type `oid`. */
  #text(value: unknown, oid: number, options: QueryOptions | undefined): string | null {
    if (value === null || value === undefined) return null;
    const write = options?.serializers?.[oid] ?? this.#pglite.serializers[oid];
    return write ? write(value) : String(value);
  }

  /** Drops a kept statement (the server may already have lost it) so that the next call parses it again. */
  async #forget(sql: string) {
    const statement = this.#kept.get(sql);
    this.#kept.delete(sql);
    if (statement)
      await this.#exec([serialize.close({ type: "S", name: statement.name }), serialize.sync()]).catch(() => undefined);
  }
}
