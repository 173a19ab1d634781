import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaFileDto } from "../../core/media/index.ts";
import { media_file } from "../../core/media/media.tables.ts";
import { encodeSessionToken } from "../http/cookies.ts";
import { makeBuyer, type Buyer } from "../../tests/support/factories.ts";
import { pdfBytes, picture, xlsxBytes, zipBytes } from "../../tests/support/files.ts";
import { startFakeS3, type FakeS3 } from "../../tests/support/fake-s3.ts";
import { clientAddresses, createTestApp, type TestApp } from "../../tests/support/test-app.ts";

type Part = { name: string; value: string } | { name: string; filename: string; contentType: string; bytes: Buffer };

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: Part[]) {
  const boundary = `----pasar${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ("value" in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\ncontent-type: ${part.contentType}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const UPLOADS_PER_MINUTE = 30;
let t: TestApp;
let mediaDir: string;
let owner: Buyer;
let ownerHeaders: Record<string, string>;
let other: Buyer;
let otherHeaders: Record<string, string>;
let jpeg: Buffer;
const nextIp = clientAddresses(61);

interface Envelope {
  code: number;
  message: string;
  data: MediaFileDto | null;
  errors?: Record<string, string>;
}

async function upload(
  headers: Record<string, string>,
  parts: Part[],
  lang = "en",
): Promise<{ status: number; body: Envelope }> {
  const { payload, contentType } = multipart(parts);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/upload/helper",
    remoteAddress: nextIp(),
    headers: { ...headers, "content-type": contentType, "accept-language": lang },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const file = (filename: string, bytes: Buffer, contentType = "application/octet-stream"): Part => ({
  name: "file",
  filename,
  contentType,
  bytes,
});
const purpose = (value: string): Part => ({ name: "purpose", value });

async function uploaded(headers: Record<string, string>, parts: Part[]): Promise<MediaFileDto> {
  const { status, body } = await upload(headers, parts);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data!;
}

function rowCount(): Promise<number> {
  return t.database.db.$count(media_file);
}

async function storedFiles(): Promise<string[]> {
  try {
    const entries = await readdir(path.join(mediaDir, "uploads"), { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, remoteAddress: nextIp(), headers });

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), "pasar-uploads-"));
  t = await createTestApp({
    config: { MEDIA_DIR: mediaDir, RATE_LIMIT_UPLOADS_PER_MINUTE: String(UPLOADS_PER_MINUTE) },
  });
  owner = await makeBuyer(t);
  other = await makeBuyer(t);
  ownerHeaders = await owner.signIn();
  otherHeaders = await other.signIn();
  jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#cc5500" } })
    .jpeg()
    .withExif({ IFD0: { Model: "SecretPhone 9" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "6/1 12/1 30/1" } })
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe("POST /api/upload/helper", () => {
  it("stores a product photo re-encoded as WebP in three sizes, under a public unguessable address", async () => {
    const before = await rowCount();
    const dto = await uploaded(ownerHeaders, [purpose("product_photo"), file("IMG_0001.JPG", jpeg, "image/jpeg")]);
    expect(dto).toMatchObject({
      purpose: "product_photo",
      visibility: "public",
      content_type: "image/webp",
      width: 1600,
      height: 800,
      name: "IMG_0001.JPG",
      url_expires_at: null,
      attached: false,
      created_at: t.clock.now().toISOString(),
    });
    expect(dto.id).toMatch(/^med_[0-9a-f]{32}$/);
    expect(dto.url).toBe(`/media/u/${dto.id}/full.webp`);
    expect(dto.variants.map((variant) => [variant.name, variant.width, variant.height, variant.url])).toEqual([
      ["full", 1600, 800, `/media/u/${dto.id}/full.webp`],
      ["medium", 600, 300, `/media/u/${dto.id}/medium.webp`],
      ["thumb", 300, 150, `/media/u/${dto.id}/thumb.webp`],
    ]);
    expect(await rowCount()).toBe(before + 1);

    const served = await get(dto.variants[2]!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.exif]).toEqual(["webp", 300, undefined]);
    expect(served.rawPayload.toString("latin1")).not.toContain("SecretPhone");
    // Names are the server's: nothing of the device's name reaches storage.
    const names = await storedFiles();
    expect(names.some((name) => name.includes("IMG_0001"))).toBe(false);
    expect(names.filter((name) => name.includes(dto.id)).map((name) => path.basename(name))).toEqual(
      expect.arrayContaining(["full.webp", "medium.webp", "thumb.webp"]),
    );
  });

  it("goes by the bytes, not the name or header: a PNG named .pdf is a picture", async () => {
    const dto = await uploaded(ownerHeaders, [
      purpose("store_logo"),
      file("logo.pdf", await picture("png", 800, 800), "application/pdf"),
    ]);
    expect([dto.content_type, dto.width, dto.height]).toEqual(["image/webp", 512, 512]);
    expect(dto.variants.map((variant) => variant.name)).toEqual(["full", "thumb"]);
  });

  it("refuses with 415 a text file named .jpg, and a PDF sent as a product photo, in both languages", async () => {
    const before = await rowCount();
    const text = await upload(ownerHeaders, [
      purpose("product_photo"),
      file("kaos.jpg", Buffer.from("not a picture at all\n"), "image/jpeg"),
    ]);
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({
      code: 415,
      message: "This kind of file cannot be uploaded here. Allowed: JPEG, PNG, WebP",
      data: null,
      errors: { file: "This kind of file cannot be uploaded here. Allowed: JPEG, PNG, WebP" },
    });
    const pdf = await upload(
      ownerHeaders,
      [purpose("product_photo"), file("kaos.jpg", pdfBytes(), "image/jpeg")],
      "id",
    );
    expect(pdf.status).toBe(415);
    expect(pdf.body.message).toBe("Jenis berkas ini tidak dapat diunggah di sini. Yang diperbolehkan: JPEG, PNG, WebP");
    const zip = await upload(ownerHeaders, [purpose("product_import"), file("produk.csv", zipBytes({ "a.txt": "x" }))]);
    expect([zip.status, zip.body.message]).toEqual([
      415,
      "This kind of file cannot be uploaded here. Allowed: CSV, XLSX",
    ]);
    expect(await rowCount()).toBe(before);
  });

  it("refuses a picture that cannot be read with 422", async () => {
    const real = await picture("jpeg", 300, 300);
    const broken = Buffer.concat([real.subarray(0, 40), Buffer.alloc(500, 0x41)]);
    const { status, body } = await upload(ownerHeaders, [purpose("review_photo"), file("rusak.jpg", broken)]);
    expect([status, body.errors]).toEqual([422, { file: "The picture could not be read. Try another file." }]);
  });

  it("refuses with 413 a file over its purpose's limit, and one over the largest limit any purpose takes", async () => {
    const before = await rowCount();
    const filesBefore = (await storedFiles()).length;
    // A valid PNG header followed by padding: larger than a logo may be (2 MB).
    const big = Buffer.concat([await picture("png"), Buffer.alloc(2 * 1024 * 1024)]);
    const logo = await upload(ownerHeaders, [purpose("store_logo"), file("logo.png", big)]);
    expect(logo.status).toBe(413);
    expect(logo.body).toMatchObject({ code: 413, message: "The file is too large: at most 2 MB" });
    expect(logo.body.errors).toEqual({ file: "The file is too large: at most 2 MB" });
    const logoId = await upload(ownerHeaders, [purpose("store_logo"), file("logo.png", big)], "id");
    expect(logoId.body.message).toBe("Berkas terlalu besar: maksimal 2 MB");
    // The purpose after the file: the file is read up to the largest limit, then refused all the same.
    const purposeLast = await upload(ownerHeaders, [file("logo.png", big), purpose("store_logo")]);
    expect([purposeLast.status, purposeLast.body.message]).toEqual([413, "The file is too large: at most 2 MB"]);

    const huge = Buffer.alloc(50 * 1024 * 1024 + 1, 0x41);
    const zip = await upload(ownerHeaders, [purpose("product_import_photos"), file("foto.zip", huge)]);
    expect([zip.status, zip.body.message]).toEqual([413, "The file is too large: at most 50 MB"]);
    expect(await rowCount()).toBe(before);
    expect((await storedFiles()).length).toBe(filesBefore);
  });

  it("refuses with 422 by field an unknown or missing purpose and a missing or empty file", async () => {
    const unknown = await upload(ownerHeaders, [purpose("avatar"), file("a.png", await picture("png"))]);
    expect([unknown.status, unknown.body.errors]).toEqual([422, { purpose: "Choose what the file is for" }]);
    const nothing = await upload(ownerHeaders, [{ name: "note", value: "hi" }], "id");
    expect(nothing.status).toBe(422);
    expect(nothing.body.errors).toEqual({
      purpose: "Pilih kegunaan berkas",
      file: "Pilih berkas untuk diunggah",
    });
    const empty = await upload(ownerHeaders, [purpose("product_photo"), file("a.png", Buffer.alloc(0))]);
    expect([empty.status, empty.body.errors]).toEqual([422, { file: "The file is empty" }]);
    const twoFiles = await upload(ownerHeaders, [
      purpose("product_photo"),
      file("a.png", await picture("png")),
      file("b.png", await picture("png")),
    ]);
    expect([twoFiles.status, twoFiles.body.errors]).toEqual([422, { file: "Send one file at a time" }]);
  });

  it("takes the purpose after the file as well as before it", async () => {
    const dto = await uploaded(ownerHeaders, [file("a.webp", await picture("webp")), purpose("review_photo")]);
    expect(dto.purpose).toBe("review_photo");
  });

  it("answers 415 to a body that is not multipart", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/upload/helper",
      remoteAddress: nextIp(),
      headers: { ...ownerHeaders, "accept-language": "en" },
      payload: { purpose: "product_photo", file: "aGVsbG8=" },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      message: "Send the file as multipart/form-data with the fields purpose and file",
    });
  });

  it("answers 401 to a visitor and stores nothing", async () => {
    const before = await rowCount();
    const { status, body } = await upload({}, [purpose("product_photo"), file("a.png", await picture("png"))]);
    expect([status, body.message]).toEqual([401, "Please log in or register first"]);
    expect(await rowCount()).toBe(before);
  });

  it("takes CSV and XLSX imports and ZIPs of their photos as they are, private", async () => {
    const csv = await uploaded(ownerHeaders, [
      purpose("product_import"),
      file("produk.csv", Buffer.from("sku,nama\nK-1,Kaos\n"), "text/csv"),
    ]);
    expect([csv.content_type, csv.visibility, csv.byte_size, csv.width]).toEqual(["text/csv", "private", 18, null]);
    expect(csv.url).toMatch(new RegExp(`^/media/p/${csv.id}/full\\.csv\\?expires=\\d+&signature=[\\w-]+$`));
    const xlsx = await uploaded(ownerHeaders, [purpose("product_import"), file("produk.xlsx", xlsxBytes())]);
    expect(xlsx.content_type).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const zip = await uploaded(ownerHeaders, [
      purpose("product_import_photos"),
      file("foto.zip", zipBytes({ "K-1.jpg": await picture("jpeg") })),
    ]);
    expect([zip.content_type, zip.variants.length]).toEqual(["application/zip", 1]);
    const served = await get(csv.url, ownerHeaders);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-disposition"]).toBe(`attachment; filename="${csv.id}-full.csv"`);
    expect(served.body).toBe("sku,nama\nK-1,Kaos\n");
  });

  it("is in the API document with its answer's shape", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const call = document.paths["/upload/helper"].post;
    expect(call.description).toContain("`purpose` and `file`");
    expect(Object.keys(call.responses["200"].content["application/json"].schema.properties.data.properties)).toEqual(
      expect.arrayContaining(["id", "purpose", "visibility", "url", "url_expires_at", "variants", "attached"]),
    );
  });

  it(`limits each user to ${UPLOADS_PER_MINUTE} uploads a minute, whatever their IP`, async () => {
    const busy = await makeBuyer(t);
    const headers = await busy.signIn();
    const small = await picture("png", 8, 8);
    for (let n = 0; n < UPLOADS_PER_MINUTE; n++)
      expect((await upload(headers, [purpose("review_photo"), file("a.png", small)])).status).toBe(200);
    const refused = await upload(headers, [purpose("review_photo"), file("a.png", small)]);
    expect([refused.status, refused.body.message]).toEqual([429, "Too many requests. Try again shortly."]);
    // Another user is not held back.
    expect((await upload(otherHeaders, [purpose("review_photo"), file("a.png", small)])).status).toBe(200);
  });
});

describe("private files", () => {
  let ktp: MediaFileDto;
  beforeAll(async () => {
    ktp = await uploaded(ownerHeaders, [purpose("ktp"), file("ktp saya.jpg", await picture("jpeg", 3000, 2000))]);
  });

  it("are never under the public path, only behind a signed link that lasts five minutes", async () => {
    expect(ktp.visibility).toBe("private");
    expect([ktp.width, ktp.height]).toEqual([2400, 1600]);
    expect(ktp.url_expires_at).toBe(new Date(t.clock.now().getTime() + 5 * 60_000).toISOString());
    expect(ktp.url).toMatch(new RegExp(`^/media/p/${ktp.id}/full\\.webp\\?expires=\\d+&signature=[\\w-]{43}$`));
    expect((await get(`/media/u/${ktp.id}/full.webp`)).statusCode).toBe(404);
    expect((await get(`/media/u/${ktp.id}/thumb.webp`, ownerHeaders)).statusCode).toBe(404);
  });

  it("open for their owner signed in, by Bearer token or session cookie, and are kept by no cache", async () => {
    const byBearer = await get(ktp.variants[1]!.url, ownerHeaders);
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.headers["content-type"]).toBe("image/webp");
    expect(byBearer.headers["cache-control"]).toBe("private, no-store");
    expect(byBearer.headers["content-disposition"]).toBe(`inline; filename="${ktp.id}-thumb.webp"`);
    expect((await sharp(byBearer.rawPayload).metadata()).width).toBe(400);
    const jwt = ownerHeaders.authorization!.replace("Bearer ", "");
    const byCookie = await t.app.inject({
      method: "GET",
      url: ktp.url,
      remoteAddress: nextIp(),
      cookies: { my_token: encodeSessionToken(jwt) },
    });
    expect(byCookie.statusCode).toBe(200);
  });

  it("refuse another account holding the link (404), a visitor (401) and a changed link (404)", async () => {
    const stranger = await get(ktp.url, { ...otherHeaders, "accept-language": "en" });
    expect([stranger.statusCode, stranger.body]).toEqual([404, "The file was not found. Upload it again."]);
    expect(stranger.headers["cache-control"]).toBe("no-store");
    const visitor = await get(ktp.url, { "accept-language": "id" });
    expect([visitor.statusCode, visitor.body]).toEqual([
      401,
      "Masuk dengan akun yang mengunggah berkas ini untuk membukanya.",
    ]);
    const url = new URL(ktp.url, "http://x");
    const expires = Number(url.searchParams.get("expires"));
    const signature = url.searchParams.get("signature")!;
    const tampered = [
      `/media/p/${ktp.id}/full.webp?expires=${expires + 3600}&signature=${signature}`,
      `/media/p/${ktp.id}/full.webp?expires=${expires}&signature=${signature.slice(1)}A`,
      `/media/p/${ktp.id}/full.webp?expires=${expires}`,
      `/media/p/${ktp.id}/full.webp`,
      `/media/p/${ktp.id}/other.webp?expires=${expires}&signature=${signature}`,
      `/media/p/med_${"0".repeat(32)}/full.webp?expires=${expires}&signature=${signature}`,
    ];
    for (const link of tampered) expect((await get(link, ownerHeaders)).statusCode, link).toBe(404);
  });

  it("refuse a link once it has expired (403), and a fresh link from signedLink opens again", async () => {
    t.clock.advance(5 * 60_000 + 1000);
    try {
      const expired = await get(ktp.url, { ...ownerHeaders, "accept-language": "en" });
      expect([expired.statusCode, expired.body]).toEqual([
        403,
        "This link has expired. Open the file again from its page.",
      ]);
      const fresh = await t.services.media.signedLink(ktp.id, owner.userId, "thumb");
      expect(fresh.url).toMatch(new RegExp(`^/media/p/${ktp.id}/thumb\\.webp\\?`));
      expect(fresh.expires_at).toBe(new Date(t.clock.now().getTime() + 5 * 60_000).toISOString());
      expect((await get(fresh.url, ownerHeaders)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(5 * 60_000 + 1000));
    }
  });

  it("give no link to another account, nor for a size the file lacks", async () => {
    await expect(t.services.media.signedLink(ktp.id, other.userId)).rejects.toMatchObject({
      code: "NOT_FOUND",
      messageKey: "media.not_found",
    });
    await expect(t.services.media.signedLink(ktp.id, owner.userId, "medium")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await t.services.media.findOwn(ktp.id, other.userId)).toBeNull();
    expect((await t.services.media.findOwn(ktp.id, owner.userId))?.name).toBe("ktp saya.jpg");
  });

  it("keep a PDF as it is and send it as an attachment", async () => {
    const npwp = await uploaded(ownerHeaders, [purpose("npwp"), file("npwp.pdf", pdfBytes(), "application/pdf")]);
    expect([npwp.content_type, npwp.variants.map((variant) => variant.name)]).toEqual(["application/pdf", ["full"]]);
    const served = await get(npwp.url, ownerHeaders);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-disposition"]).toBe(`attachment; filename="${npwp.id}-full.pdf"`);
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    expect(served.rawPayload.equals(pdfBytes())).toBe(true);
  });
});

describe("public files through an S3-compatible bucket", () => {
  let s3App: TestApp;
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3("pasar-media");
    s3App = await createTestApp({
      config: {
        STORAGE_PROVIDER: "s3",
        S3_BUCKET: "pasar-media",
        S3_ENDPOINT: fake.endpoint,
        S3_ACCESS_KEY_ID: "test",
        S3_SECRET_ACCESS_KEY: "test-secret",
      },
    });
  });
  afterAll(async () => {
    await s3App?.close();
    await fake?.close();
  });

  it("stores every size in the bucket and serves it back through this server", async () => {
    const uploader = await makeBuyer(s3App);
    const { payload, contentType } = multipart([
      purpose("store_banner"),
      file("banner.png", await picture("png", 3000, 600)),
    ]);
    const response = await s3App.app.inject({
      method: "POST",
      url: "/api/upload/helper",
      headers: { ...(await uploader.signIn()), "content-type": contentType },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const dto = (response.json() as Envelope).data!;
    const keys = [...fake.objects.keys()].filter((key) => key.includes(dto.id)).sort();
    expect(keys).toEqual(
      ["full", "medium", "thumb"].map((name) => `pasar-media/public/${dto.id.slice(4, 6)}/${dto.id}/${name}.webp`),
    );
    expect(fake.objects.get(keys[0]!)?.contentType).toBe("image/webp");
    const served = await s3App.app.inject({ method: "GET", url: dto.url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(2400);
  });
});
