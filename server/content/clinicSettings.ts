// PUT /content/clinic-settings: a clinic's booking settings (public holidays and its region,
// its own closed days, the notice for online changes, the reminder hour) as its location in
// the CMS holds them (shared/content/webhook.ts). Only a clinic of the group the request names
// is changed; another group's or an unknown one is a 404 and changes nothing. The clinics
// triggers move the clinic's kept slot answers, so a closed day shows at once. The same guard
// as /content/changed: the CMS's secret, the group from X-Vet-Id.
import { Hono } from 'hono';
import { ClinicSettings } from '../../shared/content/webhook';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { tenancy } from '../http/tenancy';
import { input } from '../http/validate';
import { fromTheCms } from './changed';

export const CLINIC_NOT_FOUND = 'This group has no clinic with that id.';

export const clinicSettings = new Hono<AppEnv>().put('/', fromTheCms, tenancy, input('json', ClinicSettings), async (c) => {
  const { clinicId, settings } = c.req.valid('json');
  const closedDays = [...new Set(settings.closedDays)].sort();
  const { rows } = await c.get('deps').db.query<{ id: string }>(
    `update clinics
        set holiday_region = $3, open_on_public_holidays = $4, closed_days = $5::jsonb, manage_notice_minutes = $6, reminder_hour = $7
      where id = $1 and vet_id = $2
      returning id`,
    [
      clinicId,
      c.get('vetId'),
      settings.holidayRegion,
      settings.openOnPublicHolidays,
      JSON.stringify(closedDays),
      settings.manageNoticeMinutes,
      settings.reminderHour,
    ],
  );
  if (rows.length === 0) throw notFound(CLINIC_NOT_FOUND);
  return c.json({ clinicId, settings: { ...settings, closedDays } });
});
