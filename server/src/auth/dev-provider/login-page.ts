const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const style = `body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15);width:min(22rem,90vw)}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem;font-size:1rem}
button{margin-top:1.5rem;width:100%;padding:.6rem;font-size:1rem;background:#1c4f8c;color:#fff;border:0;border-radius:4px;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #f0a500;outline-offset:2px}.error{color:#a4001f;margin-top:1rem}.hint{color:#555;font-size:.9rem}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

/** The development provider's sign-in form; its only password is `demo`. */
export function loginPage(options: { action: string; email?: string; error?: string }): string {
  const error = options.error ? `<p class="error" role="alert" id="login-error">${escape(options.error)}</p>` : '';
  const described = options.error ? ' aria-describedby="login-error"' : '';
  return page(
    'Sign in – development identity provider',
    `<h1>Sign in</h1><p class="hint">Development identity provider: every account's password is <code>demo</code>.</p>${error}
<form method="post" action="${escape(options.action)}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escape(options.email ?? '')}"${described}>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">Sign in</button></form>`,
  );
}

export function messagePage(title: string, text: string): string {
  return page(title, `<h1>${escape(title)}</h1><p>${escape(text)}</p>`);
}

/** Confirms sign-out without a click: the form oidc-provider gives is submitted at once with logout=yes. */
export function logoutPage(form: string): string {
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return page(
    'Signing out',
    `<h1>Signing out…</h1>${confirmed}<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
<script>document.getElementById('op.logoutForm').submit()</script>`,
  );
}
