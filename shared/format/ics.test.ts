import { describe, expect, it } from 'vitest';
import { icsCalendar } from './ics';

const now = new Date('2026-11-23T01:00:00Z');
const event = {
  uid: 'booking-7-1@tui-vets.vet-widgets',
  start: new Date('2026-11-30T22:00:00Z'),
  end: new Date('2026-11-30T22:30:00Z'),
  summary: 'Consultation for Rua, Tama at Tui Vets; Hamilton',
};

describe('icsCalendar', () => {
  it('writes one event per appointment with UTC times and CRLF line ends', () => {
    const ics = icsCalendar({ prodId: '-//Tui Vets//Online booking//EN', method: 'PUBLISH', now, events: [event, { ...event, uid: 'b' }] });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Tui Vets//Online booking//EN\r\n')).toBe(true);
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('\r\nDTSTART:20261130T220000Z\r\nDTEND:20261130T223000Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261123T010000Z\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes commas, semicolons, backslashes and new lines in text', () => {
    const ics = icsCalendar({ prodId: 'x', now, events: [{ ...event, description: 'With Dr A\\B\nPhone: 07 555 0100' }] });
    expect(ics).toContain('SUMMARY:Consultation for Rua\\, Tama at Tui Vets\\; Hamilton\r\n');
    expect(ics).toContain('DESCRIPTION:With Dr A\\\\B\\nPhone: 07 555 0100\r\n');
    expect(ics).not.toContain('METHOD:');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const long = `${'Wānaka '.repeat(30)}end`;
    const ics = icsCalendar({ prodId: 'x', now, events: [{ ...event, location: long }] });
    const lines = ics.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`LOCATION:${long}\r\n`);
  });

  it('writes an update as the same UID with a higher SEQUENCE, and a cancellation as METHOD:CANCEL', () => {
    const moved = icsCalendar({ prodId: 'x', method: 'PUBLISH', now, events: [{ ...event, sequence: 1 }] });
    expect(moved).toContain(`\r\nUID:${event.uid}\r\nSEQUENCE:1\r\n`);
    const cancelled = icsCalendar({ prodId: 'x', method: 'CANCEL', now, events: [{ ...event, sequence: 2, status: 'CANCELLED' }] });
    expect(cancelled).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(cancelled).toContain('\r\nSEQUENCE:2\r\n');
    expect(cancelled).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(icsCalendar({ prodId: 'x', now, events: [event] })).not.toContain('SEQUENCE');
  });

  it('names the status when given', () => {
    expect(icsCalendar({ prodId: 'x', now, events: [{ ...event, status: 'TENTATIVE' }] })).toContain('\r\nSTATUS:TENTATIVE\r\n');
  });
});
