/**
 * Like Promise.all, but fails only once every promise has settled, with the first failure. Queries sent
 * together in a transaction must all be finished before the transaction ends: failing at the first one
 * would roll back while the others are still queued on the connection, and the driver would then run
 * them after the rollback, outside the transaction. Resolves with the values in order.
 */
export async function allSettledOrFirstFailure<T extends readonly unknown[]>(
  promises: readonly [...{ [K in keyof T]: PromiseLike<T[K]> }],
): Promise<T> {
  // Widened for the lint's sake: it cannot see that the mapped tuple holds only PromiseLikes.
  const results = await Promise.allSettled(promises as readonly PromiseLike<unknown>[]);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
