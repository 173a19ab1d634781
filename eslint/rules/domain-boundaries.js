// Domain boundaries of core/ (docs/decisions/0003-domain-boundaries.md). A domain is the first folder under
// core/; core/shared is no domain (anyone may use it). Type-only imports are erased at build time and shape
// no dependency between running domains, so both rules look at value imports only.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const NOT_A_DOMAIN = new Set(["shared"]);
const TEST_FILE = /\.(test|integration-test|testing)\.ts$/;

function toPosix(file) {
  return file.split(path.sep).join("/");
}

/** The domain of an absolute path under coreRoot, or null. */
function domainOf(coreRoot, file) {
  const relative = toPosix(path.relative(coreRoot, file));
  if (relative.startsWith("..") || !relative.includes("/")) return null;
  const domain = relative.slice(0, relative.indexOf("/"));
  return NOT_A_DOMAIN.has(domain) ? null : domain;
}

function isTypeOnly(node) {
  if (node.importKind === "type" || node.exportKind === "type") return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((specifier) => specifier.importKind === "type" || specifier.exportKind === "type")
  );
}

/** The import and re-export declarations of a module's AST, with their specifier string. */
function moduleSources(program) {
  return program.body.filter(
    (node) =>
      (node.type === "ImportDeclaration" ||
        node.type === "ExportNamedDeclaration" ||
        node.type === "ExportAllDeclaration") &&
      node.source,
  );
}

/** The rule's view of the file being linted: where core/ is, and which domain the file belongs to. */
function fileContext(context) {
  const coreRoot = path.join(context.cwd, "core");
  const filename = context.filename;
  return { coreRoot, filename, domain: domainOf(coreRoot, filename) };
}

const noForeignTables = {
  meta: {
    type: "problem",
    docs: {
      description:
        "A domain reads and writes another domain's tables only through that domain, never by importing its *.tables.ts.",
    },
    schema: [
      {
        type: "object",
        properties: { allow: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } } },
        additionalProperties: false,
      },
    ],
    messages: {
      foreign:
        "core/{{domain}} imports core/{{owner}}'s tables: call core/{{owner}}'s repository or its exported read functions (docs/decisions/0003-domain-boundaries.md).",
    },
  },
  create(context) {
    const { coreRoot, filename, domain } = fileContext(context);
    if (!domain) return {};
    const isTables = filename.endsWith(".tables.ts");
    const allowed = new Set((context.options[0]?.allow ?? {})[toPosix(path.relative(context.cwd, filename))] ?? []);
    return {
      "ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration"(node) {
        if (!node.source || !node.source.value.startsWith(".") || !node.source.value.endsWith(".tables.ts")) return;
        const target = path.resolve(path.dirname(filename), node.source.value);
        const owner = domainOf(coreRoot, target);
        if (!owner || owner === domain) return;
        // A table may reference another domain's table: a foreign key is part of the schema, not a query.
        if (isTables || isTypeOnly(node)) return;
        if (allowed.has(toPosix(path.relative(context.cwd, target)))) return;
        context.report({ node: node.source, messageId: "foreign", data: { domain, owner } });
      },
    };
  },
};

const IMPORT_OR_EXPORT = /^\s*(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gm;

/** A file's value imports as text, without parsing: `import type` and all-`type` braces are left out. */
function valueImportsOf(source) {
  const specifiers = [];
  for (const [, typeKeyword, clause, specifier] of source.matchAll(IMPORT_OR_EXPORT)) {
    if (typeKeyword) continue;
    const braces = clause.match(/^\{([\s\S]*)\}$/);
    if (braces) {
      const names = braces[1]
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean);
      if (names.length > 0 && names.every((name) => name.startsWith("type "))) continue;
    }
    specifiers.push(specifier);
  }
  return specifiers;
}

function sourceFiles(folder) {
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (entry.name.endsWith(".ts") && !TEST_FILE.test(entry.name)) files.push(full);
  }
  return files;
}

// One graph per core/ folder and lint run: built from the files on disk the first time a file asks.
const graphs = new Map();

/** domain → domain → the files that make the edge. */
function domainGraph(coreRoot) {
  let graph = graphs.get(coreRoot);
  if (graph) return graph;
  graph = new Map();
  for (const file of sourceFiles(coreRoot)) {
    const from = domainOf(coreRoot, file);
    if (!from) continue;
    for (const specifier of valueImportsOf(readFileSync(file, "utf8"))) {
      if (!specifier.startsWith(".")) continue;
      const to = domainOf(coreRoot, path.resolve(path.dirname(file), specifier));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, new Set());
      edges.get(to).add(file);
    }
  }
  graphs.set(coreRoot, graph);
  return graph;
}

/** A path of domains from `start` to `goal` (both included), without the allowed edges. */
function findPath(graph, start, goal, allowedEdges) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const route = [];
      for (let step = goal; step !== null; step = previous.get(step)) route.unshift(step);
      return route;
    }
    for (const next of (graph.get(current) ?? new Map()).keys()) {
      if (previous.has(next) || allowedEdges.has(`${current}->${next}`)) continue;
      previous.set(next, current);
      queue.push(next);
    }
  }
  return null;
}

const noDomainCycles = {
  meta: {
    type: "problem",
    docs: {
      description: "Domains of core/ depend on each other in one direction only: no import cycle between domains.",
    },
    schema: [
      {
        type: "object",
        properties: { allowEdges: { type: "array", items: { type: "string", pattern: "^[a-z-]+->[a-z-]+$" } } },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        "core/{{domain}} imports core/{{other}}, which already depends on core/{{domain}} ({{route}}): a cycle between domains. Pass what is needed in, or move it to the domain both may depend on.",
    },
  },
  create(context) {
    const { coreRoot, filename, domain } = fileContext(context);
    if (!domain || TEST_FILE.test(filename)) return {};
    const allowedEdges = new Set(context.options[0]?.allowEdges ?? []);
    return {
      Program(program) {
        const graph = domainGraph(coreRoot);
        for (const node of moduleSources(program)) {
          if (isTypeOnly(node) || !node.source.value.startsWith(".")) continue;
          const other = domainOf(coreRoot, path.resolve(path.dirname(filename), node.source.value));
          if (!other || other === domain || allowedEdges.has(`${domain}->${other}`)) continue;
          const route = findPath(graph, other, domain, allowedEdges);
          if (route)
            context.report({
              node: node.source,
              messageId: "cycle",
              data: { domain, other, route: [domain, ...route].join(" → ") },
            });
        }
      },
    };
  },
};

export default { rules: { "no-foreign-tables": noForeignTables, "no-domain-cycles": noDomainCycles } };
