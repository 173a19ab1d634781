import { format } from "node:util";
import { afterAll, afterEach } from "vitest";

/**
 * Setup file of the unit and integration projects: a `console.error` fails the test it happens in, as it
 * fails a browser journey. Code that logs an error and carries on has hidden a failure; the test that
 * sees it is the place to find out why. Messages still reach the terminal, so the cause can be read.
 */

const writeError = console.error.bind(console);
let logged: string[] = [];
let allowed: RegExp[] = [];

console.error = (...args: unknown[]) => {
  const message = format(...args);
  if (allowed.some((pattern) => pattern.test(message))) return;
  logged.push(message);
  writeError(...args);
};

/**
 * The escape for a test whose subject is an error being logged: messages that match `pattern` are
 * expected for the rest of the current test (and not printed); any other message still fails it.
 */
export function allowConsoleError(pattern: RegExp) {
  allowed.push(pattern);
}

/**
 * The messages logged so far in this test, which then no longer fail it: for a test that asserts what
 * was logged.
 */
export function takeConsoleErrors(): string[] {
  const messages = logged;
  logged = [];
  return messages;
}

function takeLogged(): string[] {
  allowed = [];
  return takeConsoleErrors();
}

function failOn(messages: string[], where: string) {
  if (messages.length === 0) return;
  throw new Error(
    `console.error was called ${where} (allowConsoleError(pattern) in tests/support/console-guard.ts marks an expected one):\n${messages.map((message) => `  - ${message}`).join("\n")}`,
  );
}

afterEach(() => failOn(takeLogged(), "during this test or a beforeAll hook before it"));
// Messages from beforeAll/afterAll hooks belong to no test; they fail the file instead.
afterAll(() => failOn(takeLogged(), "outside any test (in a beforeAll or afterAll hook)"));
