import { data } from "react-router";

/** Any path no route claims: the root error boundary draws the 404 page in the path's language. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
