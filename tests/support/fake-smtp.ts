import net from "node:net";

export interface FakeSmtp {
  url: string;
  /** Each accepted message: envelope and the raw DATA. */
  messages: { from: string; to: string[]; data: string }[];
  close(): Promise<void>;
}

/**
 * A local SMTP server that speaks just enough of RFC 5321 (EHLO, MAIL, RCPT, DATA, QUIT) to accept
 * plain, unauthenticated mail from nodemailer; `reject` answers DATA with a temporary failure instead.
 */
export async function startFakeSmtp(options: { reject?: boolean } = {}): Promise<FakeSmtp> {
  const messages: FakeSmtp["messages"] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let envelope = { from: "", to: [] as string[] };
    let inData = false;
    socket.write("220 fake-smtp ready\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (options.reject) {
            socket.write("451 try again later\r\n");
          } else {
            messages.push({ ...envelope, data });
            socket.write("250 queued\r\n");
          }
          envelope = { from: "", to: [] };
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250-fake-smtp\r\n250 8BITMIME\r\n");
        else if (verb === "MAIL") {
          envelope.from = /<(.*)>/.exec(line)?.[1] ?? "";
          socket.write("250 ok\r\n");
        } else if (verb === "RCPT") {
          envelope.to.push(/<(.*)>/.exec(line)?.[1] ?? "");
          socket.write("250 ok\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") {
          socket.end("221 bye\r\n");
        } else socket.write("250 ok\r\n");
      }
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
