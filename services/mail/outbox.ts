import fs from "node:fs/promises";
import path from "node:path";

// Reads the .eml files of the file outbox back, for tests and local use. Node builtins only, so the
// identity test helper and the browser tests can import it.

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The message with quoted-printable soft breaks and escapes undone (good enough to find links). */
  body: string;
}

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, " ");
  const match = new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head);
  return match ? match[1].trim() : "";
}

async function readMail(dir: string, name: string): Promise<OutboxMail> {
  const raw = await fs.readFile(path.join(dir, name), "utf8");
  return {
    file: name,
    to: header(raw, "To"),
    subject: header(raw, "Subject"),
    body: decodeQuotedPrintable(raw),
  };
}

const mailNames = async (dir: string) =>
  (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".eml")).sort();

/** Every message in the outbox, oldest first. */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  return Promise.all((await mailNames(dir)).map((name) => readMail(dir, name)));
}

/**
 * waitForMail for an outbox that many tests share (the test run's one identity provider): whom a
 * message is to is read once, so a wait reads only the messages to its address, not thousands.
 */
export function outboxReader(dir: string) {
  const recipients = new Map<string, string>();
  return {
    async waitFor(to: string, pattern: RegExp, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      const wanted = (name: string) => recipients.get(name)?.toLowerCase().includes(to.toLowerCase()) ?? true;
      for (;;) {
        const names = (await mailNames(dir)).filter(wanted);
        const mails = await Promise.all(names.map((name) => readMail(dir, name)));
        // A message still being written is read again, until its header is whole.
        for (const mail of mails)
          if (mail.to && /\r?\n\r?\n/.test(mail.body)) recipients.set(mail.file, mail.to);
        const found = newestMatch(mails, to, pattern);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} in ${dir}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

function newestMatch(mails: OutboxMail[], to: string, pattern: RegExp) {
  for (const mail of mails.filter((m) => m.to.toLowerCase().includes(to.toLowerCase())).reverse()) {
    const match = pattern.exec(mail.body);
    if (match) return { mail, match };
  }
  return undefined;
}

/** Waits for the newest message to an address whose body matches `pattern`; returns the match. */
export function waitForMail(
  dir: string,
  to: string,
  pattern: RegExp,
  timeoutMs = 10_000,
): Promise<{ mail: OutboxMail; match: RegExpExecArray }> {
  return outboxReader(dir).waitFor(to, pattern, timeoutMs);
}
