import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { query } from "../../db/seed/bulk.ts";
import { newBuyer } from "../../tests/support/auth.ts";
import { makeBuyer, makeProduct, makeProducts, type Product } from "../../tests/support/factories.ts";
import { useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp();
let buyer: Record<string, string>;
let other: Record<string, string>;

interface ProductRow {
  id: number;
  stock: number;
  publish_price: number;
  merchant_id: number;
  attribute_values: string[];
}
let plain: ProductRow[];
let sized: ProductRow;
let buyerId: number;

beforeAll(async () => {
  const shopper = await makeBuyer(t);
  buyerId = shopper.userId;
  buyer = await shopper.signIn();
  other = await (await makeBuyer(t)).signIn();
  const row = (made: Product): ProductRow => ({
    id: made.id,
    stock: made.stock,
    publish_price: made.price,
    merchant_id: made.merchantId,
    attribute_values: [],
  });
  // Plain products from three different stores, and one product sold in sizes.
  plain = [];
  for (const [price, stock] of [
    [65_000, 25],
    [120_000, 40],
    [34_900, 12],
  ] as const)
    plain.push(row(await makeProduct(t, { price, stock })));
  const sizes = ["S", "M", "L", "XL"];
  sized = { ...row(await makeProduct(t, { price: 99_000, stock: 30, sizes })), attribute_values: sizes };
  // Enough other products to fill a cart.
  await makeProducts(t, 200);
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from cart_item`);
});

async function call(url: string, body: unknown, headers: Record<string, string> = buyer, lang = "en") {
  const response = await t.app.inject({
    method: "POST",
    url,
    payload: body as object,
    headers: { ...headers, "accept-language": lang },
  });
  return { status: response.statusCode, body: response.json() };
}
const list = (headers = buyer) => call("/api/cart/list", {}, headers);
const add = (products_id: number, qty: number | string = 1, extra: Record<string, unknown> = {}, headers = buyer) =>
  call("/api/cart/add", { products_id, qty, ...extra }, headers);

describe("cart calls need a signed-in shopper", () => {
  it("answers 401 with the spec's messages", async () => {
    const added = await add(plain[0]!.id, 1, {}, {});
    expect(added.status).toBe(401);
    expect(added.body.message).toBe("Please log in to add products to your cart");
    const idAdd = await call("/api/cart/add", { products_id: plain[0]!.id }, {}, "id");
    expect(idAdd.body.message).toBe("Silahkan login untuk menambahkan produk ke keranjang");
    const buy = await call("/api/cart/singlecheckout", { products_id: plain[0]!.id }, {}, "id");
    expect(buy.body.message).toBe("Silahkan login untuk checkout produk");
    expect((await list({})).status).toBe(401);
  });
});

describe("adding and listing", () => {
  it("groups lines by store with server prices, and adding again adds to the same line", async () => {
    const [a, b] = plain;
    expect((await add(a!.id, 2)).body.message).toBe("Product added to cart");
    await add(b!.id, 1);
    const again = await add(a!.id, 3);
    expect(again.body.data.qty).toBe(5);
    const cart = await list();
    expect(cart.status).toBe(200);
    expect(cart.body.meta.total).toBe(2);
    expect(cart.body.data).toHaveLength(2);
    const lineA = cart.body.data
      .flatMap((group: { items: { products_id: number; qty: number }[] }) => group.items)
      .find((item: { products_id: number }) => item.products_id === a!.id);
    expect(lineA.qty).toBe(5);
    expect(cart.body.meta.sub_total).toBe(5 * a!.publish_price + b!.publish_price);
    expect(cart.body.meta.grand_total).toBe(cart.body.meta.sub_total - cart.body.meta.discount);
    expect(cart.body.data.every((group: { status: string }) => group.status === "active")).toBe(true);
    expect(cart.body.meta.all_checked).toBe(true);
  });

  it("refuses more than the stock, keeping the line as it was", async () => {
    const product = plain[0]!;
    await add(product.id, product.stock - 1);
    const over = await add(product.id, 2);
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(
      `Stock only available ${product.stock} unit, ${product.stock - 1} already in your cart`,
    );
    const fresh = await add(plain[1]!.id, plain[1]!.stock + 1);
    expect(fresh.body.message).toBe(`Stock only available ${plain[1]!.stock} unit`);
    const cart = await list();
    expect(cart.body.meta.total).toBe(1);
    expect(cart.body.data[0].items[0].qty).toBe(product.stock - 1);
  });

  it("validates typed quantities with the spec's messages", async () => {
    expect((await add(plain[0]!.id, "abc")).body.message).toBe("Quantity can only be input number");
    expect((await add(plain[0]!.id, 0)).body.message).toBe("Invalid quantity, enter number and greater than zero");
    expect((await call("/api/cart/add", { products_id: plain[0]!.id, qty: "-3" }, buyer, "id")).body.message).toBe(
      "Jumlah tidak valid, masukkan angka lebih dari nol",
    );
    expect((await list()).body.meta.total).toBe(0);
  });

  it("refuses a fractional quantity in every call that takes one, in both languages, changing nothing", async () => {
    const [a, b] = plain;
    for (const qty of ["1.5", 1.5, "0.5", "2,5"]) {
      const added = await add(a!.id, qty);
      expect(added.status).toBe(422);
      expect(added.body.message).toBe("Quantity can only be input number");
    }
    const idAdd = await call("/api/cart/add", { products_id: a!.id, qty: "1.5" }, buyer, "id");
    expect(idAdd.body.message).toBe("Jumlah hanya boleh diisi angka");
    const buy = await call("/api/cart/singlecheckout", { products_id: a!.id, qty: 2.5 });
    expect(buy.status).toBe(422);
    expect(buy.body.message).toBe("Quantity can only be input number");
    expect((await list()).body.meta.total).toBe(0);

    const saved = await add(b!.id, 2);
    expect((await add(b!.id, "2.0")).body.data.qty).toBe(4);
    for (const qty of ["1.5", 2.5]) {
      const changed = await call("/api/cart/qty", { cart_item_id: saved.body.data.cart_item_id, qty });
      expect(changed.status).toBe(422);
      expect(changed.body.message).toBe("Quantity can only be input number");
    }
    expect((await list()).body.data[0].items[0].qty).toBe(4);
  });

  it("requires one of the product's sizes, and keeps sizes on separate lines", async () => {
    const missing = await add(sized.id, 1);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.attribute).toBe("Choose a size first");
    expect((await add(sized.id, 1, { attribute: "XXXL-not-a-size" })).status).toBe(422);
    await add(sized.id, 1, { attribute: sized.attribute_values[0] });
    await add(sized.id, 1, { attribute: sized.attribute_values[1] });
    expect((await list()).body.meta.total).toBe(2);
    expect((await add(plain[0]!.id, 1, { attribute: "M" })).status).toBe(422);
  });

  it("never trusts a price from the browser", async () => {
    const withPrice = await call("/api/cart/add", { products_id: plain[0]!.id, qty: 1, publish_price: 1 });
    expect(withPrice.status).toBe(422);
    await add(plain[0]!.id, 1);
    await t.database.db.execute(
      sql`update product set publish_price = publish_price - 1000 where id = ${plain[0]!.id}`,
    );
    expect((await list()).body.meta.sub_total).toBe(plain[0]!.publish_price - 1000);
    await t.database.db.execute(
      sql`update product set publish_price = publish_price + 1000 where id = ${plain[0]!.id}`,
    );
  });
});

describe("changing lines", () => {
  async function lineIds() {
    const cart = await list();
    return cart.body.data.flatMap((group: { items: { id: number }[] }) =>
      group.items.map((item) => item.id),
    ) as number[];
  }

  it("sets quantities within 1..stock", async () => {
    await add(plain[0]!.id, 1);
    const [id] = await lineIds();
    expect((await call("/api/cart/qty", { cart_item_id: id, qty: 3 })).body.data.qty).toBe(3);
    const over = await call("/api/cart/qty", { cart_item_id: id, qty: plain[0]!.stock + 1 });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(`Stock only available ${plain[0]!.stock} unit`);
    expect((await call("/api/cart/qty", { cart_item_id: id, qty: 0 })).status).toBe(422);
    expect((await list()).body.data[0].items[0].qty).toBe(3);
  });

  it("saves notes up to 144 characters and refuses longer ones", async () => {
    await add(plain[0]!.id, 1);
    const [id] = await lineIds();
    expect((await call("/api/cart/note", { cart_item_id: id, note: "Warna merah ya" })).body.message).toBe(
      "Notes Modified Successfully",
    );
    const long = await call("/api/cart/note", { cart_item_id: id, note: "x".repeat(145) });
    expect(long.status).toBe(422);
    expect(long.body.message).toBe("Notes maximum 144 characters");
    expect((await call("/api/cart/note", { cart_item_id: id, note: "y".repeat(144) })).status).toBe(200);
    expect((await list()).body.data[0].items[0].note).toBe("y".repeat(144));
  });

  it("unchecking a line makes its store non-active and leaves it out of the totals", async () => {
    await add(plain[0]!.id, 1);
    await add(plain[1]!.id, 2);
    const cart = await list();
    const group = cart.body.data.find((g: { id: number }) => g.id === plain[1]!.merchant_id);
    await call("/api/cart/unchecked", { cart_item_id: group.items[0].id });
    const after = await list();
    expect(after.body.data.find((g: { id: number }) => g.id === plain[1]!.merchant_id).status).toBe("non-active");
    expect(after.body.meta.all_checked).toBe(false);
    expect(after.body.meta.sub_total).toBe(plain[0]!.publish_price);
    expect(after.body.meta.checked_qty).toBe(1);
    await call("/api/cart/checked", { cart_item_id: [group.items[0].id] });
    expect((await list()).body.meta.sub_total).toBe(plain[0]!.publish_price + 2 * plain[1]!.publish_price);
  });

  it("removing the last line of a store drops its group", async () => {
    await add(plain[0]!.id, 1);
    await add(plain[1]!.id, 1);
    const ids = await lineIds();
    const removed = await call("/api/cart/remove", { cart_item_id: [ids[0]] });
    expect(removed.body.message).toBe("Product deleted successfully");
    const cart = await list();
    expect(cart.body.data).toHaveLength(1);
    await call("/api/cart/remove", { cart_item_id: ids[1] });
    expect((await list()).body.data).toHaveLength(0);
  });

  it("buy now leaves exactly that line checked, with exactly that quantity", async () => {
    await add(plain[0]!.id, 1);
    await add(plain[1]!.id, 4);
    await call("/api/cart/singlecheckout", { products_id: plain[1]!.id, qty: 2 });
    const cart = await list();
    const items = cart.body.data.flatMap((group: { items: unknown[] }) => group.items) as {
      products_id: number;
      qty: number;
      is_checked: string;
    }[];
    expect(items.filter((item) => item.is_checked === "1").map((item) => [item.products_id, item.qty])).toEqual([
      [plain[1]!.id, 2],
    ]);
    expect(cart.body.meta.sub_total).toBe(2 * plain[1]!.publish_price);
  });

  it("a shopper cannot see or change another shopper's lines", async () => {
    await add(plain[0]!.id, 1);
    const [id] = await lineIds();
    expect((await list(other)).body.data).toHaveLength(0);
    for (const [url, body] of [
      ["/api/cart/qty", { cart_item_id: id, qty: 2 }],
      ["/api/cart/note", { cart_item_id: id, note: "hi" }],
      ["/api/cart/unchecked", { cart_item_id: id }],
      ["/api/cart/remove", { cart_item_id: [id] }],
    ] as const) {
      expect((await call(url, body, other)).status).toBe(404);
    }
    const mine = await list();
    expect(mine.body.data[0].items[0]).toMatchObject({ qty: 1, note: "", is_checked: "1" });
  });
});

describe("an add that is refused says why", () => {
  it("names a product that is gone, out of stock, or in a closed store, and adds nothing", async () => {
    const [a, b, c] = plain;
    await t.database.db.execute(sql`update product set stock = 0 where id = ${a!.id}`);
    await t.database.db.execute(sql`update product set status = 'HIDDEN' where id = ${b!.id}`);
    await t.database.db.execute(sql`update merchant set status = 'closed' where id = ${c!.merchant_id}`);
    try {
      const outOfStock = await add(a!.id, 1);
      expect(outOfStock.status).toBe(409);
      expect(outOfStock.body.message).toBe("This product is out of stock");
      for (const gone of [b!.id, c!.id, 2_000_000_000]) {
        const refused = await add(gone, 1);
        expect(refused.status).toBe(404);
        expect(refused.body.message).toBe("This product is no longer available");
      }
      expect((await list()).body.meta.total).toBe(0);
    } finally {
      await t.database.db.execute(
        sql`update product set stock = ${a!.stock}, status = 'PUBLISH' where id in (${a!.id}, ${b!.id})`,
      );
      await t.database.db.execute(sql`update merchant set status = 'active' where id = ${c!.merchant_id}`);
    }
  });

  it("a full cart refuses a new line but still adds to one it holds", async () => {
    await t.database.db.execute(sql`
      insert into cart_item (user_id, product_id, attribute, qty, note, is_checked)
      select ${buyerId}, id, '', 1, '', true from product where id <> ${plain[0]!.id} order by id limit 199`);
    await add(plain[0]!.id, 1);
    const full = await add(sized.id, 1, { attribute: sized.attribute_values[0] });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe("Your cart holds at most 200 products. Remove some products first.");
    const again = await add(plain[0]!.id, 1);
    expect(again.status).toBe(200);
    expect(again.body.data.qty).toBe(2);
  });
});

describe("lines that cannot be bought", () => {
  it("moves them to the unprocessable block with their reason and out of the totals", async () => {
    const [a, b, c] = plain;
    await add(a!.id, 1);
    await add(b!.id, 1);
    await add(c!.id, 1);
    await add(sized.id, 1, { attribute: sized.attribute_values[0] });
    await t.database.db.execute(sql`update product set stock = 0 where id = ${a!.id}`);
    await t.database.db.execute(sql`update product set status = 'HIDDEN' where id = ${b!.id}`);
    await t.database.db.execute(sql`update merchant set status = 'closed' where id = ${c!.merchant_id}`);
    await t.database.db.execute(sql`update product set status = 'DELETED' where id = ${sized.id}`);
    try {
      const cart = await list();
      const reasons = Object.fromEntries(
        cart.body.meta.unprocessable.map((item: { products_id: number; reason: string }) => [
          item.products_id,
          item.reason,
        ]),
      );
      expect(reasons).toEqual({
        [a!.id]: "out_of_stock",
        [b!.id]: "hidden",
        [c!.id]: "store_closed",
        [sized.id]: "deleted",
      });
      expect(cart.body.data).toHaveLength(0);
      expect(cart.body.meta.sub_total).toBe(0);
      expect(cart.body.meta.total).toBe(4);
    } finally {
      await t.database.db.execute(sql`update product set stock = ${a!.stock} where id = ${a!.id}`);
      await t.database.db.execute(sql`update product set status = 'PUBLISH' where id in (${b!.id}, ${sized.id})`);
      await t.database.db.execute(sql`update merchant set status = 'active' where id = ${c!.merchant_id}`);
    }
  });

  it("a line above the stock left stays in its store, flagged, and out of the totals until lowered", async () => {
    await add(plain[0]!.id, 5);
    await t.database.db.execute(sql`update product set stock = 3 where id = ${plain[0]!.id}`);
    try {
      const cart = await list();
      expect(cart.body.data[0].items[0]).toMatchObject({ qty: 5, exceeds_stock: true });
      expect(cart.body.meta.sub_total).toBe(0);
    } finally {
      await t.database.db.execute(sql`update product set stock = ${plain[0]!.stock} where id = ${plain[0]!.id}`);
    }
  });
});

describe("concurrent adds", () => {
  it("20 parallel adds of the last unit by one shopper put exactly one unit in the cart", async () => {
    const product = plain[2]!;
    await t.database.db.execute(sql`update product set stock = 1 where id = ${product.id}`);
    try {
      const results = await Promise.all(Array.from({ length: 20 }, () => add(product.id, 1)));
      expect(results.filter((result) => result.status === 200)).toHaveLength(1);
      expect(results.every((result) => result.status === 200 || result.status === 422)).toBe(true);
      const [line] = await query<{ qty: number }>(
        t.database.db,
        sql`select qty from cart_item where product_id = ${product.id}`,
      );
      expect(Number(line!.qty)).toBe(1);
    } finally {
      await t.database.db.execute(sql`update product set stock = ${product.stock} where id = ${product.id}`);
    }
  });

  it("parallel adds from two shoppers each stay within the stock", async () => {
    const product = plain[1]!;
    const third = await newBuyer(t.services, "Sari Cart");
    await t.database.db.execute(sql`update product set stock = 5 where id = ${product.id}`);
    try {
      await Promise.all([
        ...Array.from({ length: 20 }, () => add(product.id, 1)),
        ...Array.from({ length: 20 }, () => add(product.id, 1, {}, third)),
      ]);
      const lines = await query<{ qty: number }>(
        t.database.db,
        sql`select qty from cart_item where product_id = ${product.id}`,
      );
      expect(lines.map((line) => Number(line.qty))).toEqual([5, 5]);
    } finally {
      await t.database.db.execute(sql`update product set stock = ${product.stock} where id = ${product.id}`);
    }
  });
});
