import { createHash, createHmac, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config.ts';
import { createStorage } from './index.ts';
import { localDiskStorage } from './local.ts';
import { memoryStorage } from './memory.ts';
import { s3Storage } from './s3.ts';
import { type FileStorage, storageKey } from './types.ts';

const key = storageKey(randomUUID(), randomUUID());
const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

/** What every storage must do, whatever holds the bytes. */
async function behavesAsStorage(storage: FileStorage) {
  expect(await storage.get(key)).toBeNull();
  await storage.put(key, bytes, 'image/png');
  expect(await storage.get(key)).toEqual(bytes);
  await storage.put(key, new Uint8Array([9]), 'image/png');
  expect(await storage.get(key)).toEqual(new Uint8Array([9]));
  await storage.delete(key);
  expect(await storage.get(key)).toBeNull();
  await storage.delete(key); // deleting twice is fine
  for (const bad of ['../etc/passwd', `${randomUUID()}/../../x`, 'a/b', '']) {
    await expect(storage.put(bad, bytes, 'image/png')).rejects.toThrow(/not a storage key/);
    await expect(storage.get(bad)).rejects.toThrow(/not a storage key/);
  }
}

describe('local disk storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'carat-files-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps, replaces and deletes files under its folder, leaving no temporary file', async () => {
    const storage = localDiskStorage(root);
    await behavesAsStorage(storage);
    await storage.put(key, bytes, 'image/png');
    const [business] = await readdir(root);
    expect(await readdir(join(root, business!))).toEqual([key.split('/')[1]]);
  });
});

describe('memory storage', () => {
  it('behaves as a storage', () => behavesAsStorage(memoryStorage()));
});

/**
 * A stand-in for an S3 endpoint (Supabase Storage's is one): it keeps objects by path and checks every
 * request's AWS Signature V4 with its own implementation of the algorithm (not aws4fetch's), so a request
 * signed wrong, or changed after signing, is refused as S3 would refuse it. Not tested here: a real
 * Supabase project (configuration only: endpoint, bucket, region, keys).
 */
const ACCESS_KEY = 'AKIDEXAMPLE';
const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
const REGION = 'eu-west-2';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (secret: string | Buffer, data: string) => createHmac('sha256', secret).update(data).digest();

function expectedSignature(req: IncomingMessage, body: Buffer): { ok: boolean; reason?: string } {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return { ok: false, reason: 'malformed authorization' };
  const [, accessKey, day, region, signedHeaders, signature] = match;
  if (accessKey !== ACCESS_KEY || region !== REGION) return { ok: false, reason: 'unknown credential' };
  const amzDate = String(req.headers['x-amz-date']);
  const payloadHash = String(req.headers['x-amz-content-sha256']);
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
    return { ok: false, reason: 'body changed' };
  const url = new URL(req.url ?? '/', 'http://localhost');
  const canonicalHeaders = signedHeaders!
    .split(';')
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalQuery = [...url.searchParams]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  const canonicalRequest = [
    req.method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day!), region!), 's3'), 'aws4_request');
  const computed = hmac(key, stringToSign).toString('hex');
  return computed === signature ? { ok: true } : { ok: false, reason: 'signature mismatch' };
}

describe('S3-compatible storage', () => {
  let server: Server;
  let endpoint: string;
  const objects = new Map<string, { body: Buffer; type: string }>();
  const refused: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const check = expectedSignature(req, body);
        if (!check.ok) {
          refused.push(check.reason!);
          res
            .writeHead(403, { 'content-type': 'application/xml' })
            .end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
          return;
        }
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (req.method === 'PUT') {
          objects.set(path, { body, type: String(req.headers['content-type']) });
          res.writeHead(200).end();
        } else if (req.method === 'GET') {
          const found = objects.get(path);
          if (!found)
            res
              .writeHead(404, { 'content-type': 'application/xml' })
              .end('<Error><Code>NoSuchKey</Code></Error>');
          else res.writeHead(200, { 'content-type': found.type }).end(found.body);
        } else if (req.method === 'DELETE') {
          objects.delete(path);
          res.writeHead(204).end();
        } else res.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/storage/v1/s3`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stores, reads and deletes objects with signed requests, path-style in its bucket', async () => {
    const storage = s3Storage({
      endpoint,
      bucket: 'carat-files',
      region: REGION,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
    });
    await behavesAsStorage(storage);
    await storage.put(key, bytes, 'image/png');
    expect(objects.get(`/storage/v1/s3/carat-files/${key}`)).toMatchObject({ type: 'image/png' });
    expect(refused).toEqual([]);
  });

  it('surfaces a refused signature as an error, never as an empty file', async () => {
    const storage = s3Storage({
      endpoint,
      bucket: 'carat-files',
      region: REGION,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: 'wrong-secret',
    });
    await expect(storage.get(key)).rejects.toThrow(/403/);
    await expect(storage.put(key, bytes, 'image/png')).rejects.toThrow(/403/);
    expect(refused).toContain('signature mismatch');
  });
});

describe('createStorage', () => {
  it('follows the configuration: memory in tests, local by default, S3 when a bucket is set', () => {
    expect(createStorage(loadConfig({ NODE_ENV: 'test' })).driver).toBe('memory');
    expect(createStorage(loadConfig({ NODE_ENV: 'development' })).driver).toBe('local');
    const s3 = loadConfig({
      NODE_ENV: 'test',
      STORAGE_S3_ENDPOINT: 'https://project.supabase.co/storage/v1/s3',
      STORAGE_S3_BUCKET: 'carat-files',
      STORAGE_S3_ACCESS_KEY_ID: 'key',
      STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(createStorage(s3).driver).toBe('s3');
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/STORAGE_S3_ENDPOINT/);
  });
});
