import nodemailer from 'nodemailer';
import type { Logger } from '#api/lib/logger.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64, so a message can travel through a job's JSON payload. */
  contentBase64: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /** Extra headers (a campaign's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** A stable Message-ID, so a resent copy is the same message to the inbox. */
  messageId?: string;
  /** A campaign email: its recipient's idempotency key, marked delivered once the SMTP server accepts it. */
  campaignRecipientKey?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Messages kept in memory by the test transport; empty otherwise. */
  readonly outbox: MailMessage[];
  close(): void;
}

/**
 * Outgoing mail through nodemailer: any SMTP server by URL (hosted mode, or the local mailbox in
 * development), or an in-memory outbox for tests.
 */
export function createMailer(options: { smtpUrl: string | 'memory'; from: string; logger: Logger }): Mailer {
  const outbox: MailMessage[] = [];
  const transport =
    options.smtpUrl === 'memory'
      ? nodemailer.createTransport({ jsonTransport: true })
      : nodemailer.createTransport(options.smtpUrl);
  return {
    outbox,
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
        })),
      });
      if (options.smtpUrl === 'memory') outbox.push(message);
      options.logger.info('mail sent', {
        to: message.to,
        subject: message.subject,
        messageId: info.messageId,
      });
      return { messageId: String(info.messageId) };
    },
    close() {
      transport.close();
    },
  };
}
