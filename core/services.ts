import type { Database } from "../db/client.ts";
import { createAccountRepository, createAccountService } from "./account/index.ts";
import { createCatalogService } from "./catalog/index.ts";
import type { Clock } from "./shared/clock.ts";

export interface ServiceDeps {
  db: Database;
  clock: Clock;
  jwtSecret: Uint8Array;
}

/** The domain services, wired once per process and shared by the API handlers and the page loaders. */
export function createServices({ db, clock, jwtSecret }: ServiceDeps) {
  return {
    accounts: createAccountService({ accounts: createAccountRepository(db), clock, jwtSecret }),
    catalog: createCatalogService({ db, clock }),
  };
}

export type Services = ReturnType<typeof createServices>;
