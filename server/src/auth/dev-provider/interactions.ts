import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Provider } from 'oidc-provider';
import type { Services } from '../../context';
import type { UserRow } from '../../principal';
import { users } from '../../db/schema';
import { loginPage, messagePage } from './login-page';

/** The development provider's only password (decisions.md: every demo user signs in with it). */
export const devPassword = 'demo';
const maxFormBytes = 16 * 1024;

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > maxFormBytes) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

async function findUser(services: Services, email: string): Promise<UserRow | null> {
  const [row] = await services.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/**
 * Serves `{mountPath}/interaction/{uid}` (GET: the form) and `{mountPath}/interaction/{uid}/login`
 * (POST). Consent never reaches here: the portal is first-party and loadExistingGrant grants it.
 */
export function createInteractionHandler(services: Services, provider: Provider, mountPath: string) {
  return async (req: IncomingMessage, res: ServerResponse, rest: string): Promise<void> => {
    const [uid, action] = rest.split('/');
    const formAction = `${mountPath}/interaction/${uid ?? ''}/login`;
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== uid) return send(res, 400, messagePage('Sign-in failed', 'This sign-in request does not match. Start again from the portal.'));
      if (req.method === 'GET' && action === undefined && details.prompt.name === 'login') {
        const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
        return send(res, 200, loginPage({ action: formAction, email: hint }));
      }
      if (req.method === 'POST' && action === 'login') {
        const form = await readForm(req);
        const email = form.get('email') ?? '';
        const user = await findUser(services, email);
        if (!user || form.get('password') !== devPassword) {
          return send(res, 401, loginPage({ action: formAction, email, error: 'Wrong email or password.' }));
        }
        if (!user.canSignInToApp) return send(res, 403, loginPage({ action: formAction, email, error: 'Account disabled.' }));
        return provider.interactionFinished(req, res, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
      }
      return send(res, 404, messagePage('Not found', 'There is nothing here.'));
    } catch (error) {
      services.log.warn('oidc interaction failed', { error: String(error) });
      return send(res, 400, messagePage('Sign-in expired', 'This sign-in request has expired. Start again from the portal.'));
    }
  };
}
