/// <reference path="./maildev.d.ts" />
/** What the mailbox says when it is ready (the API's logger fits). */
export interface MailboxLog {
  info(message: string, fields?: Record<string, unknown>): void;
}

export interface LocalMailbox {
  smtpUrl: string;
  webUrl: string;
  close(): Promise<void>;
}

/**
 * The local mailbox of the embedded default (maildev): every email the product sends lands there and
 * is readable at its web page. Development only; maildev is a dev dependency, loaded on demand.
 */
export async function startLocalMailbox(options: {
  smtpPort: number;
  webPort: number;
  logger: MailboxLog;
}): Promise<LocalMailbox> {
  const { default: MailDev } = (await import('maildev')) as { default: new (o: object) => MailDevServer };
  const maildev = new MailDev({
    smtp: options.smtpPort,
    web: options.webPort,
    ip: '127.0.0.1',
    silent: true,
    disableWeb: false,
  });
  await new Promise<void>((resolve, reject) => {
    maildev.listen((error?: Error) => (error ? reject(error) : resolve()));
  });
  const webUrl = `http://localhost:${options.webPort}`;
  options.logger.info('local mailbox ready', { webUrl, smtpPort: options.smtpPort });
  return {
    smtpUrl: `smtp://127.0.0.1:${options.smtpPort}`,
    webUrl,
    close: () => new Promise((resolve) => maildev.close(() => resolve())),
  };
}

interface MailDevServer {
  listen(callback: (error?: Error) => void): void;
  close(callback: () => void): void;
}
