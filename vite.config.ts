import { reactRouter } from "@react-router/dev/vite";
import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { defineConfig, type Plugin } from "vite";

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The production server runs core/, db/ and the request context natively on Node; the SSR bundle must
 * import them rather than inline a second copy, or loaders would see other class identities and other
 * context keys than the server that created the services.
 */
function keepServerModulesExternal(): Plugin {
  let isBuild = false;
  return {
    name: "pasar-keep-server-modules-external",
    enforce: "pre",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    resolveId(source, _importer, options) {
      if (!isBuild || !options.ssr) return null;
      if (source === "#app-context" || source.startsWith("#core/") || source.startsWith("#db/")) {
        return { id: source, external: true };
      }
      return null;
    },
  };
}

/**
 * Page code imports its translator from i18n/index.ts, which holds every language's catalogue. Browser
 * builds get app/lib/i18n-browser.ts in its place: the same functions over the single catalogue the page
 * loads as a cached script (I18nProvider), so neither an i18n library nor the other language is in the JavaScript
 * (docs/decisions/0009-page-speed.md).
 */
function browserCatalogue(): Plugin {
  const serverModule = path.join(root, "i18n/index.ts");
  const browserModule = path.join(root, "app/lib/i18n-browser.ts");
  return {
    name: "pasar-browser-catalogue",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (options.ssr || !source.endsWith("i18n/index.ts")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === serverModule ? browserModule : null;
    },
  };
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every script and stylesheet of the
 * browser build, which a static server with pre-compression on (@fastify/static `preCompressed`) sends
 * instead of compressing each request quickly and less well: the product page's JavaScript is about a
 * fifth smaller as brotli 11 than as the on-the-fly encodings.
 */
function precompressAssets(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: "pasar-precompress-assets",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      const files = Object.keys(bundle).filter((file) => /\.(js|css)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(options.dir!, file);
          const source = await readFile(full);
          await writeFile(
            `${full}.br`,
            await brotli(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          );
          await writeFile(`${full}.gz`, await gz(source, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * Browser builds run on Preact's React layer instead of React DOM (decision 0020): the same components,
 * about 55 kB less JavaScript on every page. The server still renders with React.
 */
function preactInTheBrowser(): Plugin {
  const aliases: Record<string, string> = {
    react: path.join(root, "app/lib/react-on-preact.ts"),
    "react-dom": path.join(root, "app/lib/react-on-preact.ts"),
    "react-dom/client": "preact/compat/client",
    "react/jsx-runtime": "preact/compat/jsx-runtime",
    "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
  };
  return {
    name: "pasar-preact-in-the-browser",
    enforce: "pre",
    /*
     * `vite dev` pre-bundles dependencies without the plugins, which would bundle React into React Router.
     * React Router is served as it is instead (its imports then come through resolveId), and Preact is
     * pre-bundled in React's place.
     */
    configResolved(config) {
      if (config.command !== "serve") return;
      for (const optimizeDeps of [config.optimizeDeps, config.environments.client?.optimizeDeps]) {
        if (!optimizeDeps) continue;
        optimizeDeps.include = [
          ...(optimizeDeps.include ?? []).filter((name) => !/^react(-dom|-router)?(\/|$)/.test(name)),
          "preact/compat",
          "preact/compat/client",
          "preact/compat/jsx-dev-runtime",
          "react-router > cookie",
          "react-router > set-cookie-parser",
        ];
        optimizeDeps.exclude = [...(optimizeDeps.exclude ?? []), "react-router", "react-router/dom"];
      }
    },
    async resolveId(source, importer, options) {
      if (options.ssr || !(source in aliases)) return null;
      if (importer === aliases.react) return null;
      return this.resolve(aliases[source]!, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [
    keepServerModulesExternal(),
    browserCatalogue(),
    preactInTheBrowser(),
    precompressAssets(),
    tailwindcss(),
    reactRouter(),
    fastifyReactRouterDev({
      entry: "./server/app.ts",
      exportName: "createDevServer",
      externalizeServerEntryImports: false,
    }),
  ],
  server: { port: Number(process.env.PORT ?? 3000), host: "127.0.0.1" },
  build: {
    target: "es2022",
    rolldownOptions: {
      output: {
        /*
         * Few, larger chunks: a first visit over HTTP/1.1 gets six connections, and with the default
         * split (17 small chunks on the product page) the render-blocking stylesheet queued behind the
         * scripts. React and React Router end up with the entry (one chunk that changes only with
         * them), app modules that four or more pages share in another (with fewer, a library one page
         * needs would ride along on every page); modules loaded on demand keep chunks of their own.
         */
        codeSplitting: {
          groups: [
            // The framework every page runs; other libraries stay with the pages that use them.
            {
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|preact|react-router|@react-router|cookie|set-cookie-parser)[\\/]/,
              tags: ["$initial"],
              priority: 2,
            },
            {
              name: "shared",
              test: /[\\/](app|core)[\\/](?!routes[\\/])/,
              tags: ["$initial"],
              minShareCount: 4,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
