import { index, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every page exists at its Indonesian path and again under /en. Declaring the English routes explicitly
 * (rather than an optional :lang segment) keeps '/about' from being read as a language.
 */
const pages: [path: string, file: string][] = [
  ["login", "routes/login.tsx"],
  ["register", "routes/register.tsx"],
  ["logout", "routes/logout.tsx"],
];

export default [
  index("routes/home.tsx", { id: "home" }),
  route("en", "routes/home.tsx", { id: "en/home" }),
  ...pages.flatMap(([path, file]) => [route(path, file, { id: path }), route(`en/${path}`, file, { id: `en/${path}` })]),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
