import { createServer, type AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestContext } from './harness.js';

export interface Received {
  to: string;
  subject: string;
  text: string;
  messageId: string;
  /** The sender as written (`Name <address>`), and where answers go. */
  from: string;
  replyTo: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; cid: string | undefined }>;
}

/** A real SMTP server on 127.0.0.1 (the `smtp-server` package), keeping every message it accepts, parsed. */
export class TestSmtp {
  readonly received: Received[] = [];
  private server: SMTPServer | null = null;

  constructor(readonly port: number) {}

  start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (mail) => {
            this.received.push({
              to: [mail.to ?? []]
                .flat()
                .map((a) => a.text)
                .join(', '),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              messageId: mail.messageId ?? '',
              from: mail.from?.text ?? '',
              replyTo: mail.replyTo?.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                cid: a.cid,
              })),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    return new Promise((resolve) => this.server!.listen(this.port, '127.0.0.1', () => resolve()));
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  async waitFor(to: string, count = 1): Promise<Received[]> {
    for (let i = 0; i < 200; i++) {
      const mine = this.received.filter((m) => m.to === to);
      if (mine.length >= count) return mine;
      await new Promise((r) => setTimeout(r, 20));
    }
    return this.received.filter((m) => m.to === to);
  }
}

/** A port nothing listens on yet. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A test app whose mail goes to a real SMTP server of its own on 127.0.0.1; `close` stops both. */
export async function createSmtpTestApp(): Promise<{ ctx: TestContext; smtp: TestSmtp; close(): Promise<void> }> {
  const smtp = new TestSmtp(await freePort());
  await smtp.start();
  const ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  return {
    ctx,
    smtp,
    async close() {
      await ctx.close();
      await smtp.stop();
    },
  };
}
