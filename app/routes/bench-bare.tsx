/**
 * The yardstick of `npm run bench:page`: a page in the site's layout (root loader, header, footer) with
 * no data of its own. It exists only in builds made with PASAR_BENCH_PAGE=1 (app/routes.ts).
 */
export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

export function meta() {
  return [{ title: "Pasar" }, { name: "robots", content: "noindex" }];
}

export default function BenchBarePage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">Pasar</h1>
    </div>
  );
}
