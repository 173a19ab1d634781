import type { Database } from "../../db/client.ts";
import { REGION_CHAIN_MESSAGES, type RegionService } from "../region/index.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError, invalidInput } from "../shared/errors.ts";
import { parseInput } from "../shared/validation.ts";
import type { AddressDto, AddressRemovalDto } from "./address.dto.ts";
import { ADDRESS_BOOK_MAX } from "./address.view.ts";
import { addressInput, addressListQuery, type AddressInput } from "./address.inputs.ts";
import { createAddressRepository, type AddressRepository } from "./address.repository.ts";

const MAX_ID = 2_147_483_647;

function notFound(): never {
  throw new AppError("NOT_FOUND", "address.not_found");
}

/** An address id from a path, a form or code: anything that is not a positive int4 names no address. */
function idOf(raw: unknown): number {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  if (!/^\d{1,10}$/.test(text)) notFound();
  const id = Number(text);
  if (id < 1 || id > MAX_ID) notFound();
  return id;
}

function fieldsOf({ is_main_address: _main, ...fields }: AddressInput) {
  return fields;
}

export interface AddressServiceDeps {
  db: Database;
  clock: Clock;
  /** An address's four region ids must form a chain. */
  regions: Pick<RegionService, "chainError">;
}

export function createAddressService({ db, clock, regions }: AddressServiceDeps) {
  const addresses = createAddressRepository(db);

  /** The §5 rules, then whether the four region ids form a chain (reported on the first wrong level). */
  async function validate(raw: unknown): Promise<AddressInput> {
    const input = parseInput(addressInput, raw);
    const wrong = await regions.chainError(input);
    if (wrong) throw invalidInput({ [wrong]: { key: REGION_CHAIN_MESSAGES[wrong] } });
    return input;
  }

  /** Runs `work` with the buyer's address rows serialised against their other changes. */
  async function locked<T>(userId: number, work: (scoped: AddressRepository) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const scoped = createAddressRepository(tx);
      if (!(await scoped.lockOwner(userId))) throw new AppError("UNAUTHENTICATED", "errors.unauthenticated");
      return work(scoped);
    });
  }

  /** Runs `work` on one of the buyer's addresses, locked as `locked` does; someone else's, or none, is not found. */
  async function lockedAddress<T>(
    userId: number,
    rawId: unknown,
    work: (scoped: AddressRepository, id: number, state: { is_main: boolean }) => Promise<T>,
  ): Promise<T> {
    const id = idOf(rawId);
    return locked(userId, async (scoped) => work(scoped, id, (await scoped.state(userId, id)) ?? notFound()));
  }

  async function reread(scoped: AddressRepository, userId: number, id: number): Promise<AddressDto> {
    return (await scoped.find(userId, id)) ?? notFound();
  }

  return {
    /** The buyer's addresses, main first then newest first; `search` keeps those whose recipient name contains it. */
    async listForUser(userId: number, search?: string): Promise<AddressDto[]> {
      const query = parseInput(addressListQuery, { search });
      const text = query.search?.trim();
      return addresses.list(userId, text ? text : undefined);
    },

    /** One of the buyer's addresses with its region names; null when there is none such of theirs. */
    async findForUser(userId: number, id: unknown): Promise<AddressDto | null> {
      let addressId: number;
      try {
        addressId = idOf(id);
      } catch {
        return null;
      }
      return addresses.find(userId, addressId);
    },

    /** The buyer's main address; null only when they have no address at all. */
    async mainAddress(userId: number): Promise<AddressDto | null> {
      return addresses.main(userId);
    },

    async count(userId: number): Promise<number> {
      return addresses.count(userId);
    },

    /**
     * Adds an address. The first one becomes main whatever was asked; asking for main moves the mark
     * from the old main address. A buyer keeps at most ADDRESS_BOOK_MAX addresses.
     */
    async add(userId: number, raw: unknown): Promise<AddressDto> {
      const input = await validate(raw);
      return locked(userId, async (scoped) => {
        const total = await scoped.count(userId);
        if (total >= ADDRESS_BOOK_MAX)
          throw new AppError("CONFLICT", "address.full", { values: { max: ADDRESS_BOOK_MAX } });
        const at = clock.now();
        const id = await scoped.insert(userId, fieldsOf(input), false, at);
        if (total === 0 || input.is_main_address) await scoped.makeMain(userId, id, at);
        return reread(scoped, userId, id);
      });
    },

    /**
     * Replaces an address's fields. 'is_main_address: yes' makes it main; 'no' never unmarks the main
     * address, since a buyer with addresses always has one main address (choose another one instead).
     */
    async edit(userId: number, rawId: unknown, raw: unknown): Promise<AddressDto> {
      const id = idOf(rawId);
      // Someone else's address is not found, whatever was sent.
      if (!(await addresses.state(userId, id))) notFound();
      const input = await validate(raw);
      return locked(userId, async (scoped) => {
        const at = clock.now();
        if (!(await scoped.update(userId, id, fieldsOf(input), at))) notFound();
        if (input.is_main_address) await scoped.makeMain(userId, id, at);
        return reread(scoped, userId, id);
      });
    },

    /** Makes the address the main one, unmarking the old one in the same transaction. */
    async setDefault(userId: number, rawId: unknown): Promise<AddressDto> {
      return lockedAddress(userId, rawId, async (scoped, id, state) => {
        if (!state.is_main) await scoped.makeMain(userId, id, clock.now());
        return reread(scoped, userId, id);
      });
    },

    /** Deletes an address; when it was the main one, the newest remaining address becomes main. */
    async remove(userId: number, rawId: unknown): Promise<AddressRemovalDto> {
      return lockedAddress(userId, rawId, async (scoped, id, state) => {
        await scoped.remove(userId, id);
        if (!state.is_main) return { id, promoted: null };
        const next = await scoped.newestId(userId);
        if (next === null) return { id, promoted: null };
        await scoped.makeMain(userId, next, clock.now());
        return { id, promoted: await reread(scoped, userId, next) };
      });
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
