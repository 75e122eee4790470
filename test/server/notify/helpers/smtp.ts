import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  user: string | null;
}

export interface SmtpReceiver {
  port: number;
  mails: ReceivedMail[];
  /** Connections opened so far (a digest with nothing in it must open none). */
  readonly connections: number;
  stop(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on loopback, plain text with AUTH PLAIN/LOGIN required.
 * `reject` lets a test make it answer a reply code to DATA (e.g. 451 or 550).
 */
export async function startSmtp(options: { user: string; pass: string; reject?: () => { code: number; message: string } | null }): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  let connections = 0;
  const server = new SMTPServer({
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    secure: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass) return callback(null, { user: auth.username });
      return callback(Object.assign(new Error("Invalid credentials"), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const rejection = options.reject?.();
        if (rejection) return callback(Object.assign(new Error(rejection.message), { responseCode: rejection.code }));
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          user: (session.user as string | undefined) ?? null,
        });
        callback(null, "Message queued as test-1");
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { port, mails, get connections() { return connections; }, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
