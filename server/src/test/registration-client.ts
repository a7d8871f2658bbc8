/** Registration helpers over HTTP, shared by the integration (server/src) and contract (tests/api) tests. */
import { Client } from './http-client.js';
import { registrationSteps, requiredUploads, TINY_PDF, TINY_PNG } from './registration-fixtures.js';

export const ISSUE_CODE = `mutation($t: RegistrationType!) { createRegistrationCode(registrationType: $t) { code registrationType validUntil usedAt createdBy } }`;

/** A fresh code issued by an office client. */
export async function issueCode(office: Client, type: string): Promise<string> {
  const r = await office.gql(ISSUE_CODE, { t: type });
  if (!r.json?.data) throw new Error(`code not issued: ${r.text}`);
  return r.json.data.createRegistrationCode.code;
}

/** POST /api/registrations/{uuid}/files as multipart (file + context), like a browser's FormData. */
export async function uploadFile(client: Client, uuid: string, context: string | null, fileName: string, content: Buffer, type = 'application/octet-stream') {
  const form = new FormData();
  if (context !== null) form.append('context', context);
  form.append('file', new Blob([new Uint8Array(content)], { type }), fileName);
  return client.multipart('POST', `/api/registrations/${uuid}/files`, form);
}

/** GET a file as bytes. */
export async function download(client: Client, path: string) {
  const res = await fetch(client.base + path, { headers: client.cookie ? { cookie: client.cookie } : {} });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/**
 * An applicant's whole way through the documented paths: start with a code, save every step,
 * upload what the type requires, finish. Answers the uuid and the finish response.
 */
export async function completeRegistrationFlow(
  applicant: Client,
  code: string,
  type: string,
  o: Parameters<typeof registrationSteps>[1] & { extraUploads?: { context: string; fileName: string; content: Buffer }[] } = {},
) {
  const started = await applicant.request('POST', '/api/registrations', { registrationCode: code });
  if (started.status !== 201) throw new Error(`start: ${started.status} ${started.text}`);
  const uuid = started.json.uuid as string;
  // Uploads beyond the required ones (a non-EU applicant's work permit, a disability proof).
  for (const u of o.extraUploads ?? []) {
    const up = await uploadFile(applicant, uuid, u.context, u.fileName, u.content);
    if (up.status !== 201) throw new Error(`upload ${u.context}: ${up.status} ${up.text}`);
  }
  for (const [step, body] of Object.entries(registrationSteps(type as never, o))) {
    if (step === 'tax' || step === 'misc') {
      for (const context of requiredUploads(type as never)) {
        if ((step === 'tax') !== (context === 'HEALTH_INSURANCE')) continue;
        const up = await uploadFile(applicant, uuid, context, context === 'MISC' ? 'Immatrikulation.pdf' : 'Karte.png', context === 'MISC' ? TINY_PDF : TINY_PNG);
        if (up.status !== 201) throw new Error(`upload ${context}: ${up.status} ${up.text}`);
      }
    }
    const saved = await applicant.request('PATCH', `/api/registrations/${uuid}`, body, { 'content-type': 'application/merge-patch+json' });
    if (saved.status !== 200) throw new Error(`step ${step}: ${saved.status} ${saved.text}`);
  }
  const finished = await applicant.request('POST', `/api/registrations/${uuid}/finish`);
  return { uuid, started, finished };
}
