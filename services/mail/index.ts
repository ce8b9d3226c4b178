import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

interface SentMail {
  messageId: string;
  /** The .eml file written when no SMTP server is configured. */
  file?: string;
}

export interface Mailer {
  sendMail(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL (SMTP_URL); without one, mail is written to `${dataDir}/mail`. */
  smtpUrl?: string;
  dataDir: string;
  /** The From header (MAIL_FROM), e.g. "Kazi <no-reply@kazi.africa>". */
  from: string;
}

/** Where mail goes when SMTP_URL is not set: one .eml file per message, readable only by this user. */
export function outboxDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), "mail");
}

/**
 * The one way Kazi sends mail (sign-up links, notices, job alerts): SMTP through nodemailer when
 * configured, else .eml files that any mail client opens, so a local install needs no mail server.
 */
export function createMailer({ smtpUrl, dataDir, from }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async sendMail(message) {
        const info = await transport.sendMail({ from, ...message });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }

  const dir = outboxDir(dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  let ready: Promise<unknown> | undefined;
  return {
    async sendMail(message) {
      ready ??= fs.mkdir(dir, { recursive: true, mode: 0o700 }).then(() => fs.chmod(dir, 0o700));
      await ready;
      const info = await transport.sendMail({ from, ...message });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${crypto.randomBytes(4).toString("hex")}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600, flag: "wx" });
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
