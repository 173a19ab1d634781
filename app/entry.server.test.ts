import { describe, expect, it } from "vitest";
import { HtmlBatches } from "./entry.server.tsx";

const chunksOf = (stream: HtmlBatches) => {
  const seen: string[] = [];
  stream.on("data", (chunk: Buffer) => seen.push(chunk.toString()));
  return seen;
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("HtmlBatches", () => {
  it("joins React's pieces until React flushes, then the rest at the end, and reports the end once", async () => {
    let ends = 0;
    const stream = new HtmlBatches(() => ends++);
    const seen = chunksOf(stream);
    stream.write("<html>");
    stream.write("<body>shell");
    await tick();
    expect(seen).toEqual([]);
    stream.flush();
    await tick();
    expect(seen).toEqual(["<html><body>shell"]);
    stream.write("<template>late</template>");
    stream.end("</body></html>");
    await new Promise((resolve) => stream.on("end", resolve));
    expect(seen).toEqual(["<html><body>shell", "<template>late</template></body></html>"]);
    expect(ends).toBe(1);
  });
});
