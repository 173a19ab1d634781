// Placeholder until the browsing issue lands this resource.
export function loader() {
  return new Response("", { status: 404 });
}
