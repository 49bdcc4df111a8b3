export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * RFC 5322 Message-ID, e.g. `<notify.abc@portal.example>`. Notification digests set one derived
   * from their job, so a mail sent again after a crash is the same message, which receiving
   * systems recognise as a duplicate (docs/decisions/notifications.md, "At most once per event and recipient").
   */
  messageId?: string;
}

/** Outgoing mail: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox (development, tests). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Runs `work` with a mailer whose mails share one SMTP connection (and its TLS handshake and
   * login), closed when `work` ends: a batch of notification digests. Without it (the outbox,
   * test doubles), each mail goes on its own.
   */
  withConnection?<T>(work: (mailer: Mailer) => Promise<T>): Promise<T>;
}
