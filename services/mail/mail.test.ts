import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { createMailer, outboxDir } from ".";
import { readOutbox, waitForMail } from "./outbox";

const FROM = "Kazi <no-reply@kazi.test>";
const LINK = `https://id.kazi.test/verify-email?token=${"x".repeat(120)}`;
const message = {
  to: "zuri@example.com",
  subject: "Finish creating your Kazi account",
  text: `Karibu! Follow this link to verify your email address:\n${LINK}\n`,
  html: `<p>Karibu! <a href="${LINK}">Verify your email address</a></p>`,
  headers: { "X-Kazi-Purpose": "verify-email" },
};

describe("through an SMTP server", () => {
  let server: SMTPServer;
  let url: string;
  const received: { from?: string; to: string[]; user?: string; data: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      onAuth(auth, _session, done) {
        if (auth.username === "kazi" && auth.password === "s3cret")
          return done(null, { user: auth.username });
        done(new Error("Invalid username or password"));
      },
      onData(stream, session, done) {
        let data = "";
        stream.on("data", (chunk) => (data += chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            data,
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `smtp://kazi:s3cret@127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test("a message is delivered with its envelope, headers and both parts", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kazi-mail-smtp-"));
    const mailer = createMailer({ smtpUrl: url, dataDir, from: FROM });
    const sent = await mailer.sendMail(message);
    mailer.close();
    expect(sent.file).toBeUndefined();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({ from: "no-reply@kazi.test", to: ["zuri@example.com"], user: "kazi" });
    expect(mail.data).toContain("Subject: Finish creating your Kazi account");
    expect(mail.data).toContain("X-Kazi-Purpose: verify-email");
    expect(mail.data).toContain(sent.messageId);
    expect(mail.data).toMatch(/Content-Type: text\/plain/);
    expect(mail.data).toMatch(/Content-Type: text\/html/);
    // Nothing is written to the data folder when SMTP is used.
    expect(await readOutbox(outboxDir(dataDir))).toEqual([]);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  test("a refused login is reported, not swallowed", async () => {
    const dataDir = os.tmpdir();
    const mailer = createMailer({ smtpUrl: url.replace("s3cret", "wrong"), dataDir, from: FROM });
    await expect(mailer.sendMail(message)).rejects.toThrow(/Invalid username or password|auth/i);
    mailer.close();
  });
});

describe("without an SMTP server", () => {
  test("each message becomes a private .eml file under DATA_DIR/mail that can be read back", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kazi-mail-file-"));
    const mailer = createMailer({ dataDir, from: FROM });
    const first = await mailer.sendMail(message);
    await mailer.sendMail({ ...message, to: "other@example.com", subject: "Another" });

    const dir = path.join(dataDir, "mail");
    expect(first.file?.startsWith(dir + path.sep)).toBe(true);
    expect((await fs.stat(dir)).mode & 0o777).toBe(0o700);
    expect((await fs.stat(first.file!)).mode & 0o777).toBe(0o600);

    const mails = await readOutbox(dir);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["zuri@example.com", "Finish creating your Kazi account"],
      ["other@example.com", "Another"],
    ]);
    const raw = await fs.readFile(first.file!, "utf8");
    expect(raw).toContain(`From: ${FROM}`);
    expect(raw).toContain("X-Kazi-Purpose: verify-email");
    // The long link survives the transfer encoding whole.
    const { match } = await waitForMail(dir, "zuri@example.com", /https:\/\/\S+verify-email\?token=x+/);
    expect(match[0]).toBe(LINK);
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});
