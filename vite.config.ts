import { reactRouter } from "@react-router/dev/vite";
import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  plugins: [
    keepServerModulesExternal(),
    tailwindcss(),
    reactRouter(),
    fastifyReactRouterDev({ entry: "./server/app.ts", exportName: "createDevServer", externalizeServerEntryImports: false }),
  ],
  server: { port: Number(process.env.PORT ?? 3000), host: "127.0.0.1" },
  build: { target: "es2022" },
});
