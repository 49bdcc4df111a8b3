import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, companyEmployees, hrDocumentTypes, users } from '../db/schema';
import { encodeMultipartBytes, graphqlMultipartFields, type MultipartBytesPart } from '../../../src/domain/graphql-multipart';

/** One part of a multipart/form-data body: a text field or a file. */
export type MultipartPart = MultipartBytesPart;

export interface MultipartBody {
  boundary: string;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

const encoder = new TextEncoder();

/**
 * A multipart/form-data body in exactly the order given, through the portal's own encoder. Bytes
 * rather than FormData so a test controls the boundary, the order and every part, malformed ones
 * included.
 */
export function buildMultipart(parts: readonly MultipartPart[], boundary = 'graphql-upload-boundary-7MA4YWxkTrZu0gW'): MultipartBody {
  return { boundary, contentType: `multipart/form-data; boundary=${boundary}`, body: encodeMultipartBytes(parts, boundary) };
}

/** The spec's three steps for one operation (`operations`, `map`, the files), as the portal's queue sends them. */
export function graphqlUploadParts(
  query: string,
  variables: Record<string, unknown>,
  files: readonly { path: string; filename: string; bytes: Uint8Array; contentType?: string }[],
): MultipartPart[] {
  return graphqlMultipartFields({ query, variables }, files.map((file) => ({ path: file.path, file }))).map((field) =>
    'file' in field
      ? { name: field.name, filename: field.file.filename, bytes: field.file.bytes, contentType: field.file.contentType ?? 'application/pdf' }
      : field,
  );
}

type ExtractFiles = <T>(value: unknown, isExtractable: (value: unknown) => value is T, path?: string) => { clone: unknown; files: Map<T, string[]> };

// extract-files ships JavaScript with JSDoc types only, so TypeScript cannot type a static import;
// importing through a variable keeps the test code typed by the signature above.
const EXTRACT_FILES = 'extract-files/extractFiles.mjs';
const IS_EXTRACTABLE = 'extract-files/isExtractableFile.mjs';

/**
 * The request body a standard GraphQL upload client sends: extract-files pulls the File objects
 * out of the variables, then FormData gets `operations`, `map` and the files in that order.
 */
export async function encodeWithExtractFiles(query: string, variables: Record<string, unknown>): Promise<FormData> {
  const extractFiles = ((await import(EXTRACT_FILES)) as { default: ExtractFiles }).default;
  const isExtractableFile = ((await import(IS_EXTRACTABLE)) as { default: (value: unknown) => value is File | Blob }).default;
  const { clone, files } = extractFiles({ query, variables }, isExtractableFile);
  const form = new FormData();
  form.append('operations', JSON.stringify(clone));
  const map: Record<string, string[]> = {};
  let i = 0;
  for (const paths of files.values()) map[String(i++)] = paths;
  form.append('map', JSON.stringify(map));
  i = 0;
  for (const file of files.keys()) form.append(String(i++), file);
  return form;
}

/** A small valid-looking PDF: the storage only checks the `%PDF-` signature. */
export const pdfFile = (body = 'hello'): Uint8Array<ArrayBuffer> => encoder.encode(`%PDF-1.7\n${body}\n%%EOF\n`);

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Stored files under `dataDir/files`, not counting uploads in progress under `tmp/`. */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .filter((p) => !p.startsWith(`tmp${path.sep}`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export interface UploadResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Posts a multipart body (hand-built or FormData) to /api/graphql with the CSRF header and a bearer token. */
export async function postUpload<T = Record<string, unknown>>(
  fetchFn: (input: string, init?: RequestInit) => Promise<Response>,
  body: MultipartBody | FormData,
  token: string | null,
  headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
): Promise<UploadResponse<T>> {
  const response = await fetchFn('/api/graphql', {
    method: 'POST',
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body instanceof FormData ? {} : { 'content-type': body.contentType }),
    },
    body: body instanceof FormData ? body : body.body,
  });
  const text = await response.text();
  let parsed: Omit<UploadResponse<T>, 'status'> = {};
  try {
    parsed = JSON.parse(text) as Omit<UploadResponse<T>, 'status'>;
  } catch {
    parsed = { errors: [{ message: text }] };
  }
  return { status: response.status, ...parsed };
}

/** Ids of the demo rows the upload tests write to (decisions.md, "Demo data"). */
export async function demoIds(db: Db) {
  const company = async (code: string) => {
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.code, code));
    if (!row) throw new Error(`no demo company ${code}`);
    return row.id;
  };
  const employee = async (companyCode: string, code: string) => {
    const [row] = await db
      .select({ id: companyEmployees.id })
      .from(companyEmployees)
      .where(and(eq(companyEmployees.companyId, await company(companyCode)), eq(companyEmployees.code, code)));
    if (!row) throw new Error(`no demo employee ${companyCode}/${code}`);
    return row.id;
  };
  const documentType = async (name: string) => {
    const [row] = await db.select({ id: hrDocumentTypes.id }).from(hrDocumentTypes).where(eq(hrDocumentTypes.name, name));
    if (!row) throw new Error(`no demo HR document type ${name}`);
    return row.id;
  };
  const user = async (email: string) => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no demo user ${email}`);
    return row.id;
  };
  return { company, employee, documentType, user };
}
