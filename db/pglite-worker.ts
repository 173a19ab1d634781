import { readFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PgliteStatements } from "./pglite-statements.ts";
import {
  pgliteExtensions,
  wireError,
  type PgliteThreadOptions,
  type ThreadReply,
  type ThreadRequest,
  type WireResults,
} from "./pglite-thread.ts";

/**
 * The worker thread of db/pglite-thread.ts: one PGlite, and the requests of the main thread run on it as
 * they arrive, so that PGlite's own locks order them exactly as in-process (a transaction holds it alone
 * until its end request; the queries sent meanwhile wait for it).
 */
const port = parentPort!;
const options = workerData as PgliteThreadOptions;
const extensions = pgliteExtensions();

let pglite: PGlite;
try {
  if (options.snapshotFile)
    pglite = await PGlite.create({ loadDataDir: new Blob([await readFile(options.snapshotFile)]), extensions });
  else pglite = await PGlite.create(options.dataDir ?? "memory://", { extensions });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ error: wireError(error) });
  process.exit(1);
}

const statements = new PgliteStatements(pglite);

/** Open transactions: how to end each once the main thread says commit or roll back. */
const transactions = new Map<number, { end: (commit: boolean, requestId: number) => void }>();
let nextTransaction = 1;
const ROLLBACK = Symbol("rollback");

/** Identity parsers for the types the caller parses itself, one object per set of types. */
const rawParsers = new Map<string, Record<number, (value: string) => string>>();
function keepAsText(types: number[]) {
  const key = types.join(",");
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, (value: string) => value]));
    rawParsers.set(key, parsers);
  }
  return parsers;
}

function reply(message: ThreadReply) {
  try {
    port.postMessage(message);
  } catch (error) {
    // A value that cannot be cloned (in a row or an error's fields) fails that request alone, not the thread.
    if ("error" in message) {
      const primitive = Object.entries(message.error.fields).filter(
        ([, value]) => value === null || ["string", "number", "boolean", "bigint", "undefined"].includes(typeof value),
      );
      port.postMessage({ id: message.id, error: { ...message.error, fields: Object.fromEntries(primitive) } });
    } else port.postMessage({ id: message.id, error: wireError(error) });
  }
}
const fail = (id: number, error: unknown) => reply({ id, error: wireError(error) });

port.on("message", (request: ThreadRequest & { id: number }) => {
  const { id } = request;
  switch (request.op) {
    case "query": {
      const inTransaction = request.tx !== undefined;
      if (inTransaction && !transactions.has(request.tx!)) return fail(id, new Error("Transaction is closed"));
      statements
        .query(
          request.sql,
          request.params,
          { rowMode: "array", parsers: keepAsText(request.rawTypes) },
          { keep: request.keep, inTransaction },
        )
        .then(
          ({ rows, fields, command, affectedRows, rowCount }) =>
            reply({ id, value: { rows, fields, command, affectedRows, rowCount } satisfies WireResults }),
          (error: unknown) => fail(id, error),
        );
      return;
    }
    case "begin": {
      const txId = nextTransaction++;
      let endRequest = id;
      pglite
        .transaction(async () => {
          const commit = await new Promise<boolean>((resolve) => {
            transactions.set(txId, {
              end: (decision, requestId) => {
                endRequest = requestId;
                resolve(decision);
              },
            });
            reply({ id, value: txId });
          });
          if (!commit) throw ROLLBACK;
        })
        .then(
          () => reply({ id: endRequest, value: null }),
          (error: unknown) => (error === ROLLBACK ? reply({ id: endRequest, value: null }) : fail(endRequest, error)),
        );
      return;
    }
    case "end": {
      const open = transactions.get(request.tx);
      if (!open) return fail(id, new Error("Transaction is closed"));
      transactions.delete(request.tx);
      open.end(request.commit, id);
      return;
    }
    case "close":
      pglite.close().then(
        () => reply({ id, value: null }),
        (error: unknown) => fail(id, error),
      );
  }
});
