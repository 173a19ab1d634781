import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
}

/**
 * Starts the production server (`server/main.ts`) as a child process with `env` over the current
 * environment, and resolves with its address once it prints 'ready at'. Used by the browser journeys and
 * the benchmarks; pass PORT=0 so the OS picks a free port. SERVER_LOG=<file> keeps everything the server
 * prints there (otherwise its log after start is dropped).
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 110_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(root, "server/main.ts")], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    const logFile = process.env.SERVER_LOG;
    if (logFile) {
      const log = createWriteStream(logFile, { flags: "a" });
      child.stdout!.pipe(log);
      child.stderr!.pipe(log);
    }
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, baseUrl };
}

/**
 * The production server on a free loopback port with an embedded database and media of its own under
 * `dataDir` (seeded as the server seeds on start); `env` adds or overrides settings.
 */
export function spawnLocalServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  return spawnServer({
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
    MEDIA_DIR: path.join(dataDir, "media"),
    DATABASE_URL: "",
    ...env,
  });
}

/** SIGTERM, then wait until the process has exited (it finishes in-flight requests first). */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}
