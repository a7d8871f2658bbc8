/**
 * One contract, both file stores: the local directory and an S3 bucket (s3rver, an S3 protocol
 * server started in-process on a free port with a temporary directory).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types (test-only dependency)
import S3rver from 's3rver';
import { LocalFileStore, type FileStore } from './file-store.js';
import { S3FileStore } from './s3-file-store.js';
import { renderPayslips } from '../db/seeds/demo-archive.js';
import { loginDemoUsers, startTestApp, type TestApp } from '../test/harness.js';
import { uploadPayroll } from '../test/archive-client.js';
import { download } from '../test/registration-client.js';

interface Fixture {
  store: FileStore;
  close(): Promise<void>;
}

/** s3rver on 127.0.0.1 and a free port, its data in a temporary directory; S3RVER/S3RVER are its fixed credentials. */
async function startS3rver(): Promise<{ endpoint: string; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'inv-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const s3Settings = (endpoint: string, bucket: string) => ({
  endpoint,
  bucket,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
  region: 'us-east-1',
});

const implementations: [string, () => Promise<Fixture>][] = [
  [
    'LocalFileStore',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'inv-files-'));
      const store = new LocalFileStore(join(dir, 'files'));
      await store.init();
      return { store, close: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  [
    'S3FileStore',
    async () => {
      const s3 = await startS3rver();
      const store = new S3FileStore(s3Settings(s3.endpoint, 'inventurdienst'));
      await store.init(); // creates the bucket
      return {
        store,
        async close() {
          store.close();
          await s3.close();
        },
      };
    },
  ],
];

describe.each(implementations)('%s (FileStore contract)', (_name, open) => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await open();
  });
  afterAll(async () => {
    await fx?.close();
  });

  it('hands out fresh random hex keys', () => {
    const keys = new Set(Array.from({ length: 200 }, () => fx.store.newKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^[a-f0-9]{32}$/);
  });

  it('puts, gets and deletes; a deleted or never written key reads as null, deleting twice is fine', async () => {
    const key = fx.store.newKey();
    expect(await fx.store.get(key)).toBeNull();
    await fx.store.put(key, Buffer.from('Zählliste März', 'utf8'));
    expect((await fx.store.get(key))?.toString('utf8')).toBe('Zählliste März');
    await fx.store.put(key, Buffer.from('zweite Fassung'));
    expect((await fx.store.get(key))?.toString()).toBe('zweite Fassung');
    await fx.store.delete(key);
    expect(await fx.store.get(key)).toBeNull();
    await fx.store.delete(key);
    await fx.store.delete(fx.store.newKey());
  });

  it('round-trips binary content byte for byte (every byte value, an empty file)', async () => {
    const all = Buffer.from(Array.from({ length: 256 * 4 }, (_, i) => i % 256));
    const random = randomBytes(64 * 1024);
    for (const content of [all, random, Buffer.alloc(0)]) {
      const key = fx.store.newKey();
      await fx.store.put(key, content);
      const back = await fx.store.get(key);
      expect(back).not.toBeNull();
      expect(back!.equals(content)).toBe(true);
      await fx.store.delete(key);
    }
  });

  it('stores a 10 MB file', async () => {
    const content = randomBytes(10 * 1024 * 1024);
    const key = fx.store.newKey();
    await fx.store.put(key, content);
    const back = await fx.store.get(key);
    expect(back?.length).toBe(content.length);
    expect(back!.equals(content)).toBe(true);
    await fx.store.delete(key);
  });

  it('refuses keys it did not make: put throws, get answers null, delete does nothing', async () => {
    const bad = ['', '../etc/passwd', '..%2f..%2fx', 'ABCDEF0123456789ABCDEF0123456789', 'a'.repeat(31), 'a'.repeat(33), `${'a'.repeat(31)}/`, `${'0'.repeat(16)}/../${'0'.repeat(13)}`];
    for (const key of bad) {
      await expect(fx.store.put(key, Buffer.from('x'))).rejects.toThrow(/invalid file key/);
      expect(await fx.store.get(key)).toBeNull();
      await fx.store.delete(key);
    }
  });

  it('keeps 40 concurrent puts of distinct keys apart', async () => {
    const files = Array.from({ length: 40 }, () => ({ key: fx.store.newKey(), content: randomBytes(1 + Math.floor(Math.random() * 200_000)) }));
    await Promise.all(files.map((f) => fx.store.put(f.key, f.content)));
    const back = await Promise.all(files.map((f) => fx.store.get(f.key)));
    back.forEach((b, i) => expect(b?.equals(files[i]!.content)).toBe(true));
    await Promise.all(files.map((f) => fx.store.delete(f.key)));
    expect((await Promise.all(files.map((f) => fx.store.get(f.key)))).every((b) => b === null)).toBe(true);
  });
});

describe('S3FileStore at startup', () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  beforeAll(async () => {
    s3 = await startS3rver();
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('creates an absent bucket; two instances doing so at once and again later both succeed', async () => {
    const a = new S3FileStore(s3Settings(s3.endpoint, 'neu-angelegt'));
    const b = new S3FileStore(s3Settings(s3.endpoint, 'neu-angelegt'));
    await Promise.all([a.init(), b.init()]);
    await a.init();
    const key = a.newKey();
    await a.put(key, Buffer.from('geteilt'));
    expect((await b.get(key))?.toString()).toBe('geteilt'); // one bucket, two instances
    a.close();
    b.close();
  });

  it('says clearly when the credentials are refused or the endpoint is unreachable', async () => {
    // (s3rver checks the key id, not the signature: a wrong id stands for wrong credentials.)
    const wrong = new S3FileStore({ ...s3Settings(s3.endpoint, 'inventurdienst'), accessKeyId: 'FALSCH' });
    await expect(wrong.init()).rejects.toThrow(/S3 bucket "inventurdienst": access denied \(check S3_ACCESS_KEY_ID/);
    wrong.close();
    const nowhere = new S3FileStore(s3Settings('http://127.0.0.1:9', 'inventurdienst'));
    await expect(nowhere.init()).rejects.toThrow(/S3 bucket "inventurdienst" not reachable/);
    nowhere.close();
  });
});

describe('the app started with S3_* keeps its files in the bucket, none on its disk', () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let app: TestApp;
  let client: S3Client;
  const objects = async () => {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: 'inventurdienst', ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).map((o) => o.Key!));
      token = page.NextContinuationToken;
    } while (token);
    return keys;
  };

  beforeAll(async () => {
    s3 = await startS3rver();
    const env = { S3_ENDPOINT: s3.endpoint, S3_BUCKET: 'inventurdienst', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1' };
    // The harness seeds (registrations, closing, payslips write files) before a test could call init:
    // the bucket is made first, as main.ts's startup routine does.
    const init = new S3FileStore(s3Settings(s3.endpoint, 'inventurdienst'));
    await init.init();
    init.close();
    app = await startTestApp({ env });
    client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  });
  afterAll(async () => {
    client?.destroy();
    await app?.close();
    await s3?.close();
  });

  it('selects the S3 store from the configuration', () => {
    expect(app.services.files).toBeInstanceOf(S3FileStore);
    expect(app.config.s3).toMatchObject({ bucket: 'inventurdienst', forcePathStyle: true });
  });

  it('the demo seeds\' documents and a payroll upload land in the bucket and download again; DATA_DIR/files never appears', async () => {
    const seeded = await objects();
    expect(seeded.length).toBeGreaterThan(0); // registration documents, the demo closing, the payslips
    expect(seeded.every((k) => /^[a-f0-9]{32}$/.test(k))).toBe(true);

    const { clients, gql } = await loginDemoUsers(app);
    const month = DateTime.now().setZone('Europe/Berlin').minus({ months: 5 }).toFormat('yyyy-MM');
    const pdf = await renderPayslips([{ personnelNumber: 2002, name: 'Lena Hoffmann', yearMonth: month, hours: 7 }]);
    const res = await uploadPayroll(clients.buero, { file: pdf, fileName: 'Lohn S3.pdf', yearMonth: month, documentType: 'PAYROLL' });
    expect(res.status, res.text).toBe(201);
    const after = await objects();
    expect(after).toContain(res.json.upload.key); // the original
    expect(after.length).toBeGreaterThanOrEqual(seeded.length + 2); // and Lena's page

    const archive = (await gql('buero', `query($id: Int!) { archive(employeeId: $id) { files { path yearMonth fileName } } }`, { id: 2002 })).data.archive as any[];
    const filed = archive.flatMap((f) => f.files).find((f: any) => f.yearMonth === month);
    expect(filed).toBeTruthy();
    const got = await download(clients.buero, `/api/archive/download?key=${filed.path}`);
    expect(got.status).toBe(200);
    expect((await PDFDocument.load(got.body)).getPageCount()).toBe(1);

    expect(existsSync(app.config.filesDir)).toBe(false);
    expect(readdirSync(app.config.dataDir)).toEqual([]);
  });
});
