import { data } from "react-router";

// Placeholder until the browsing issue lands this page.
export function loader() {
  throw data(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
