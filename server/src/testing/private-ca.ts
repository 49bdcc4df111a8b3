import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PrivateCa {
  /** The CA's certificate, as SMTP_CA_FILE names it. */
  caFile: string;
  /** A server key and its chain (the server's certificate, then the CA's), for 127.0.0.1 and localhost. */
  serverKey: string;
  serverChain: string;
  remove(): Promise<void>;
}

/**
 * A private CA made with openssl, as a company's own CA, and a server certificate it signed. The
 * chain a server sends ends in this CA, which no public store knows: Node refuses it with
 * "self-signed certificate in certificate chain" unless told to trust it.
 */
export async function createPrivateCa(): Promise<PrivateCa> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'private-ca-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => run('openssl', args, { cwd: dir });
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  await openssl('req', '-x509', ...ecKey, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Portal Test Private CA',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign');
  await openssl('req', ...ecKey, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost');
  await writeFile(file('server.ext'), 'basicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\nsubjectAltName=IP:127.0.0.1,DNS:localhost\n');
  await openssl('x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.pem', '-days', '2', '-extfile', 'server.ext');
  const [serverKey, serverCert, caCert] = await Promise.all(['server.key', 'server.pem', 'ca.pem'].map((name) => readFile(file(name), 'utf8')));
  return {
    caFile: file('ca.pem'),
    serverKey: serverKey!,
    serverChain: serverCert! + caCert!,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
