/** Parts the import benchmarks share: a realistic file, and an import job run as the dialog runs it. */
import type {
  CreatedImportJob,
  ImportJobView,
  ImportPreview,
} from '@salesflow/shared/imports/import-job';

export const SOURCES = ['website', 'referral', 'cold_call', 'social_media', 'event'];
export const CITIES = ['Mumbai', 'Pune', 'Chennai', 'Bengaluru', 'Delhi', 'Kolkata', 'Singapore'];

/** A realistic export: names, emails, Indian mobiles, companies, titles, sources. */
export const csvOf = (rows: number, tag: string): string => {
  const lines = ['Full Name,Email Address,Mobile Phone,Company Name,Job Title,Lead Source'];
  for (let i = 0; i < rows; i += 1) {
    lines.push(
      `Lead ${tag} ${i},lead${i}.${tag}@example.in,+91 9${String(100000000 + i)},${CITIES[i % CITIES.length]} Traders ${i % 997},Manager,${SOURCES[i % SOURCES.length]}`,
    );
  }
  return `${lines.join('\n')}\n`;
};

/** Samples this process's resident memory every 50 ms until stopped; answers the peak. */
export const rssSampler = (): (() => number) => {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss);
  };
};

export const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

type Api = (path: string, init?: RequestInit) => Promise<string>;

/**
 * An import job as the dialog runs it: create, upload to the presigned URL, preview, start, then
 * GET /api/imports/{id} every 250 ms until it says completed or failed (at most `maxMs`).
 */
export const runImportJob = async (
  api: Api,
  csv: string,
  fileName: string,
  maxMs = 3_600_000,
): Promise<ImportJobView> => {
  const created = JSON.parse(
    await api('/api/imports', {
      method: 'POST',
      body: JSON.stringify({ fileName, size: Buffer.byteLength(csv) }),
    }),
  ) as CreatedImportJob;
  const put = await fetch(created.uploadUrl, {
    method: 'PUT',
    headers: created.uploadHeaders,
    body: csv,
  });
  await put.text();
  if (!put.ok) throw new Error(`upload answered ${put.status}`);
  const preview = JSON.parse(await api(`/api/imports/${created.id}/preview`)) as ImportPreview;
  await api(`/api/imports/${created.id}/start`, {
    method: 'POST',
    body: JSON.stringify({ mapping: preview.mapping, duplicates: 'skip' }),
  });
  const deadline = Date.now() + maxMs;
  for (;;) {
    const job = JSON.parse(await api(`/api/imports/${created.id}`)) as ImportJobView;
    if (job.status === 'completed' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`import job still ${job.status} after ${maxMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
