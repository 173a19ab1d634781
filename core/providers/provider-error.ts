/** An outside service (a courier aggregator's API…) failed or answered something unusable: an outage, not an answer. */
export class ProviderError extends Error {
  readonly provider: string;
  /** The HTTP status it answered, or null when it did not answer. */
  readonly status: number | null;

  constructor(provider: string, message: string, options: { status?: number | null; cause?: unknown } = {}) {
    super(`${provider}: ${message}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "ProviderError";
    this.provider = provider;
    this.status = options.status ?? null;
  }
}
