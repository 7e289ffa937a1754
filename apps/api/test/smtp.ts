import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** the raw message with quoted-printable decoded */
  body: string;
}

const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * A local SMTP server in the test process that keeps what it receives. Plain SMTP without TLS or
 * authentication, on a free port of 127.0.0.1 (or the given one).
 */
export async function startMailbox(port = 0) {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          body: decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1')),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;

  /** The next mail to the address (already received or arriving within the time limit). */
  async function mailTo(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find((m) => m.to.includes(to.toLowerCase()));
      if (found) {
        received.splice(received.indexOf(found), 1);
        return found;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, Math.min(left, 200));
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    received,
    mailTo,
    /** the reset link's token in a mail */
    tokenIn: (mail: ReceivedMail) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
