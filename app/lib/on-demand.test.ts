import { describe, expect, it } from "vitest";
import { onDemand } from "./on-demand.ts";

describe("onDemand", () => {
  it("imports once, however often it is asked, and then holds the module", async () => {
    let imports = 0;
    const module = { answer: 42 };
    const loader = onDemand(async () => {
      imports += 1;
      return module;
    });
    expect(loader.current).toBeUndefined();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(await loader.load()).toBe(module);
    expect(loader.current).toBe(module);
    expect(imports).toBe(1);
  });

  it("tries again after a failed import", async () => {
    let attempts = 0;
    const loader = onDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("offline");
      return "module";
    });
    await expect(loader.load()).rejects.toThrow("offline");
    expect(loader.current).toBeUndefined();
    expect(await loader.load()).toBe("module");
    expect(loader.current).toBe("module");
    expect(attempts).toBe(2);
  });
});
