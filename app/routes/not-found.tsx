import { data } from "react-router";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

/** Any path no route claims: its error boundary draws the 404 page in the path's language. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
