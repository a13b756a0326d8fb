import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, renderCalendar } from './ical.js';

const stamp = new Date('2026-11-20T09:15:00Z');

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('Salt; pepper, oil\\vinegar\nthen\r\nserve')).toBe(
      'Salt\\; pepper\\, oil\\\\vinegar\\nthen\\nserve',
    );
  });
});

describe('foldLine', () => {
  const octets = (text: string) => new TextEncoder().encode(text).length;

  it('leaves short lines alone and folds long ones at 75 octets with a leading space', () => {
    expect(foldLine('SUMMARY:Soup')).toBe('SUMMARY:Soup');
    const folded = foldLine(`DESCRIPTION:${'a'.repeat(200)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(
      `DESCRIPTION:${'a'.repeat(200)}`,
    );
  });

  it('never splits a multi-byte character', () => {
    const text = `SUMMARY:${'Crème brûlée 🍮 '.repeat(10)}`;
    const lines = foldLine(text).split('\r\n');
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(text);
  });
});

describe('renderCalendar', () => {
  const text = renderCalendar({
    name: 'Week 48, family',
    events: [
      {
        uid: 'entry-1@hearth',
        date: '2026-11-23',
        time: '18:30',
        durationMinutes: 60,
        summary: 'Dinner: Crème brûlée, the "best"; really',
        description: `Rich custard\nReady in 45 min\n${'long words '.repeat(12)}`,
        url: 'https://hearth.example/recipe/abc',
        stamp,
      },
      {
        uid: 'entry-2@hearth',
        date: '2026-11-24',
        time: '08:00',
        durationMinutes: 30,
        summary: 'Breakfast: Porridge',
        stamp,
      },
    ],
  });

  it('uses CRLF line ends and keeps every line within 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('parses back with an RFC 5545 parser to the same events', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Hearth//Meal plans//EN');
    // ical.js keeps unknown X- properties raw; calendar apps read X-WR-CALNAME as escaped TEXT.
    expect(text).toContain('\r\nX-WR-CALNAME:Week 48\\, family\r\n');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.uid)).toEqual(['entry-1@hearth', 'entry-2@hearth']);
    const [dinner, breakfast] = events;
    expect(dinner?.summary).toBe('Dinner: Crème brûlée, the "best"; really');
    expect(dinner?.description).toContain('Rich custard\nReady in 45 min\nlong words');
    expect(dinner?.startDate.toString()).toBe('2026-11-23T18:30:00');
    // Floating time: no zone, so the phone shows it at 18:30 local time.
    expect(dinner?.startDate.zone?.tzid).toBe('floating');
    expect(dinner?.endDate.toString()).toBe('2026-11-23T19:30:00');
    expect(dinner?.component.getFirstPropertyValue('url')).toBe('https://hearth.example/recipe/abc');
    expect(dinner?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-20T09:15:00Z');
    expect(breakfast?.startDate.toString()).toBe('2026-11-24T08:00:00');
    expect(breakfast?.description).toBeNull();
  });

  it('is a valid empty calendar when the plan has no recipes', () => {
    const empty = renderCalendar({ name: 'Empty', events: [] });
    const calendar = new ICAL.Component(ICAL.parse(empty));
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });
});
