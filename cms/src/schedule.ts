// Publishing and unpublishing at a set time (Payload's schedulePublish: the publish button's
// "Schedule" queues a job that Payload's job runner does when its time comes), and what is
// scheduled shown in the admin's lists. Times read in New Zealand's time.
import type { Field, JobsConfig, PayloadRequest } from 'payload';

export const ADMIN_TIME_ZONE = 'Pacific/Auckland';

/**
 * How often the CMS's own server runs the queue schedulePublish's jobs go to: once a minute, or
 * CMS_JOBS_CRON's cron when set (one with a seconds field, every five seconds, lets the e2e run see a
 * scheduled page go live without waiting out the minute).
 */
export const JOBS_CRON = process.env.CMS_JOBS_CRON?.trim() || '* * * * *';

export const jobs: JobsConfig = {
  // Tests drive time themselves; the runner's timer would outlive them.
  autoRun: process.env.VITEST ? [] : [{ cron: JOBS_CRON, queue: 'default' }],
};

interface Pending {
  doc: string;
  type: 'publish' | 'unpublish';
  at: string;
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-NZ', { timeZone: ADMIN_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );

/** Every pending publish or unpublish, read once per request (a list asks for each of its rows). */
async function pending(req: PayloadRequest): Promise<Pending[]> {
  const kept = req.context.scheduledJobs as Promise<Pending[]> | undefined;
  if (kept) return kept;
  const found = req.payload
    .find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
      sort: 'waitUntil',
      limit: 500,
      depth: 0,
      overrideAccess: true,
      req,
    })
    .then((result) =>
      result.docs.flatMap((job) => {
        const input = job.input as { doc?: { value?: unknown }; type?: string } | undefined;
        const doc = input?.doc?.value;
        const at = job.waitUntil as string | undefined;
        return doc && at ? [{ doc: String(doc), type: input?.type === 'unpublish' ? ('unpublish' as const) : ('publish' as const), at }] : [];
      }),
    );
  req.context.scheduledJobs = found;
  return found;
}

/** What is scheduled for a document, in words ("Publishes 12 Dec 2026, 9:00 am"); editors only. */
export function describeSchedule(jobsOfDoc: Pending[]): string | null {
  if (jobsOfDoc.length === 0) return null;
  return jobsOfDoc.map((job) => `${job.type === 'publish' ? 'Publishes' : 'Unpublishes'} ${when(job.at)}`).join('; ');
}

export const scheduledField: Field = {
  name: 'scheduled',
  type: 'text',
  virtual: true,
  label: 'Scheduled',
  admin: { readOnly: true, hidden: true, disableListFilter: true },
  hooks: {
    afterRead: [
      async ({ req, data }) => {
        // Only the admin's readers: the portal's reads cost no query and learn nothing of plans.
        if (!req.user || !data?.id) return undefined;
        return describeSchedule((await pending(req)).filter((job) => job.doc === String(data.id))) ?? '';
      },
    ],
  },
};
