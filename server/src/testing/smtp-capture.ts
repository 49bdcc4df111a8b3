import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, as a receiving system would use it to recognise a repeated message. */
  messageId: string;
  /** Whether it came over TLS (STARTTLS or smtps). */
  overTls: boolean;
}

/** A certificate chain and its key (PEM) for the capture to serve TLS with; `implicit`: smtps (TLS from the first byte) rather than STARTTLS. */
export interface CaptureTls {
  key: string;
  cert: string;
  implicit?: boolean;
}

export interface SmtpCapture {
  url: string;
  messages: CapturedMail[];
  /** Connections refused while down. */
  refused: number;
  /** While down, every connection is refused with 421, as a server that is unavailable answers. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port (no auth; no TLS unless `tls` is given) that parses and keeps what it receives. */
export async function startSmtpCapture(tls?: CaptureTls): Promise<SmtpCapture> {
  let down = false;
  const capture: Omit<SmtpCapture, 'url' | 'close'> = {
    messages: [],
    refused: 0,
    setDown(value) {
      down = value;
    },
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['STARTTLS', 'AUTH'],
    ...(tls ? { key: tls.key, cert: tls.cert, secure: tls.implicit ?? false } : {}),
    logger: false,
    onConnect(_session, callback) {
      if (!down) return callback();
      capture.refused++;
      callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          capture.messages.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            overTls: session.secure,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client refusing the certificate drops the connection in the handshake, which smtp-server
  // reports as an error event: the client's doing, seen by the test on the client's side.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    ...capture,
    get messages() {
      return capture.messages;
    },
    get refused() {
      return capture.refused;
    },
    url: `${tls?.implicit ? 'smtps' : 'smtp'}://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
