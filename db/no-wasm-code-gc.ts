import { setFlagsFromString } from "node:v8";

/**
 * Node 24's V8 can abort the whole process ("Check failed: jit_page_->allocations_.erase(addr) == 1") when its
 * wasm code collector frees PGlite's baseline code after tier-up (nodejs/node#64500; it killed a CI server once).
 * Without the collector that code is never freed one piece at a time; the cost is the dead baseline code, a few
 * MB for the whole run. The flag is process-wide, so it covers PGlite on the worker thread too.
 */
setFlagsFromString("--no-wasm-code-gc");
