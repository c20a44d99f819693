// A slot id names everything needed to hold or book the time on its own (the widget's hold
// call sends only the id): clinic, type, pet count, the clinician asked for (0 = no
// preference) and the start in UTC. Readable on purpose: 'tui-hamilton~3~1~0~20261124T2000Z'.
// It is not trusted: booking re-checks every part against the rules and the database.

export interface SlotKey {
  clinicId: string;
  appointmentTypeId: number;
  petCount: number;
  /** The clinician asked for, or null for no preference. */
  clinicianId: number | null;
  start: number;
}

const SLOT = /^([a-z0-9][a-z0-9-]{0,63})~(\d{1,9})~([1-3])~(\d{1,9})~(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})Z$/i;

const pad = (n: number) => String(n).padStart(2, '0');

export function encodeSlotId(key: SlotKey): string {
  const d = new Date(key.start);
  const utc = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}Z`;
  return [key.clinicId, key.appointmentTypeId, key.petCount, key.clinicianId ?? 0, utc].join('~');
}

/** The parts of a slot id, or null when it is not one of ours. */
export function decodeSlotId(id: string): SlotKey | null {
  const m = SLOT.exec(id.trim());
  if (!m) return null;
  const [, clinicId, type, pets, clinician, y, mo, d, h, mi] = m as unknown as string[];
  const start = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  const check = new Date(start);
  // Reject 20261340T9999Z and the like rather than letting Date roll them over.
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || check.getUTCHours() !== Number(h)) return null;
  const typeId = Number(type);
  if (typeId < 1) return null;
  return { clinicId: clinicId!.toLowerCase(), appointmentTypeId: typeId, petCount: Number(pets), clinicianId: Number(clinician) || null, start };
}
