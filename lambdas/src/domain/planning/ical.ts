// A minimal RFC 5545 writer for the meal-plan feed: CRLF line ends, TEXT escaping (\\ \; \, \n) and
// folding at 75 octets without splitting a UTF-8 character. Meals use floating local times (no time
// zone), so 18:30 dinner shows at 18:30 wherever the phone is.
export interface CalendarEvent {
  uid: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM', local to whoever reads the calendar. */
  time: string;
  durationMinutes: number;
  summary: string;
  description?: string | null;
  url?: string | null;
  /** When the event was last written (DTSTAMP). */
  stamp: Date;
}

export interface Calendar {
  name: string;
  events: CalendarEvent[];
}

/** Escapes a TEXT value (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds one content line into chunks of at most 75 octets; continuation lines start with a space. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
const floating = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
/** URIs are not TEXT: no escaping, but never a line break. */
const uri = (value: string) => value.replace(/[\r\n]/g, '');

export function renderCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hearth//Meal plans//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${utcStamp(event.stamp)}`,
      `DTSTART:${floating(event.date, event.time)}`,
      `DURATION:PT${Math.max(1, Math.round(event.durationMinutes))}M`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url) lines.push(`URL:${uri(event.url)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
