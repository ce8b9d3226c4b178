import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server in the test process (job-alert tests and the browser test): every message it
// receives is parsed as a mail client would read it.

interface ReceivedMail {
  to: string[];
  parsed: ParsedMail;
  /** Raw header value, e.g. headers.get("list-unsubscribe-post"). */
  header(name: string): string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Waits for a message to this address that satisfies `match`. */
  waitFor(to: string, match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, done) {
      const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: recipients,
            parsed,
            header: (name) => {
              const line = parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line ?? "";
              return line.replace(/^[^:]*:\s*/, "").replace(/\r?\n\s+/g, " ");
            },
          });
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    async waitFor(to, match = () => true, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((m) => m.to.includes(to.toLowerCase()) && match(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived at the test SMTP server`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
