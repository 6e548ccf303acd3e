import Papa from 'papaparse';
import type { Night } from './compliance';

/**
 * A CPAP's nightly use, read from the file staff download from the device maker's cloud: ResMed AirView's usage
 * export, Philips Care Orchestrator's therapy export, or a plain `date,hours` file written by hand. Only the night
 * and its minutes are kept; every other column (AHI, leak, pressure, her name in the heading) is read past and never
 * stored. A file with a bad row is refused whole, each bad row named by its line and why, so nothing half-imported
 * is ever counted.
 *
 * The formats, as the files name their columns (case and column order do not matter; heading lines above the column
 * row are passed over):
 *   AirView             `Date` (MM/DD/YYYY) and `Usage` or `Usage (hh:mm)` (hours and minutes, `6:42`)
 *   Care Orchestrator   `Therapy Date` (MM/DD/YYYY) and `Usage Hours` or `Usage (hours)` (decimal hours, `6.7`)
 *   plain               `date,hours` (YYYY-MM-DD, decimal hours), with or without that column row
 */

export type UsageFormat = 'airview' | 'care-orchestrator' | 'plain';

export const usageFormatNames: Record<UsageFormat, string> = {
  airview: 'ResMed AirView',
  'care-orchestrator': 'Philips Care Orchestrator',
  plain: 'date,hours',
};

interface UsageProblem {
  line: number;
  reason: string;
}

export type UsageRead =
  | { ok: true; format: UsageFormat; nights: Night[] }
  | { ok: false; format: UsageFormat | null; problems: UsageProblem[] };

/** The most rows a file may hold: a year of nights three times over. */
const MOST_ROWS = 1200;
/** At most this many bad rows are named; the count says how many more. */
const NAMED_PROBLEMS = 20;

interface Layout {
  format: UsageFormat;
  date: number;
  usage: number;
  /** The line of the column row, or 0 for a plain file without one. */
  headerLine: number;
}

const folded = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');

/** Which format a row of column names is, and where its two columns are. */
function layoutOf(cells: readonly string[], line: number): Layout | null {
  const names = cells.map(folded);
  const at = (...wanted: string[]) => names.findIndex((n) => wanted.includes(n));
  const therapyDate = at('therapy date');
  const coUsage = at('usage hours', 'usage (hours)');
  if (therapyDate >= 0 && coUsage >= 0)
    return { format: 'care-orchestrator', date: therapyDate, usage: coUsage, headerLine: line };
  const date = at('date');
  const avUsage = at('usage', 'usage (hh:mm)');
  if (date >= 0 && avUsage >= 0) return { format: 'airview', date, usage: avUsage, headerLine: line };
  const hours = at('hours');
  if (date >= 0 && hours >= 0) return { format: 'plain', date, usage: hours, headerLine: line };
  return null;
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const usDay = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A real calendar day, `YYYY-MM-DD`, or null (February 30 is not one). */
function calendarDay(y: number, m: number, d: number): string | null {
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  return t.toISOString().slice(0, 10);
}

function readDay(text: string, format: UsageFormat): string | null {
  if (format === 'plain') {
    const m = isoDay.exec(text);
    return m ? calendarDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
  }
  const m = usDay.exec(text);
  return m ? calendarDay(Number(m[3]), Number(m[1]), Number(m[2])) : null;
}

/** Minutes from `6:42` (AirView) or `6.7` hours (the others); an empty cell is a night without use. */
function readMinutes(text: string, format: UsageFormat): number | null {
  if (text === '') return 0;
  if (format === 'airview') {
    const m = /^(\d{1,2}):([0-5]\d)$/.exec(text);
    return m ? Number(m[1]) * 60 + Number(m[2]) : null;
  }
  if (!/^\d{1,2}(\.\d+)?$/.test(text)) return null;
  return Math.round(Number(text) * 60);
}

const dayWords: Record<UsageFormat, string> = {
  airview: 'a date written MM/DD/YYYY',
  'care-orchestrator': 'a date written MM/DD/YYYY',
  plain: 'a date written YYYY-MM-DD',
};
const usageWords: Record<UsageFormat, string> = {
  airview: 'hours and minutes, such as 6:42',
  'care-orchestrator': 'hours, such as 6.7',
  plain: 'hours, such as 6.7',
};

/**
 * The nights a usage file holds, or each bad row by line and reason. `today` is the store's day: a night still to
 * come is a mistake in the file (or the wrong patient's file).
 */
export function readUsageCsv(text: string, today: string): UsageRead {
  const rows: { cells: string[]; line: number }[] = [];
  let line = 1;
  let from = 0;
  // A byte-order mark and Windows or old Mac line ends, as spreadsheet programs save them, read as plain lines.
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  Papa.parse<string[]>(body, {
    skipEmptyLines: false,
    step: (row) => {
      const cells = row.data.map((c) => c.trim());
      if (cells.some((c) => c !== '')) rows.push({ cells, line });
      const to = row.meta.cursor;
      for (let i = from; i < to && i < body.length; i++) if (body[i] === '\n') line++;
      from = to;
    },
  });
  if (rows.length === 0)
    return { ok: false, format: null, problems: [{ line: 1, reason: 'The file is empty.' }] };
  if (rows.length > MOST_ROWS + 20)
    return {
      ok: false,
      format: null,
      problems: [
        {
          line: 1,
          reason: `The file holds ${rows.length} rows; import at most ${MOST_ROWS} nights at a time.`,
        },
      ],
    };

  // The column row, within the first lines (AirView puts the report's heading above it); a plain file may have none.
  let layout: Layout | null = null;
  for (const row of rows.slice(0, 15)) {
    layout = layoutOf(row.cells, row.line);
    if (layout) break;
  }
  const first = rows[0]!;
  if (!layout && first.cells.length >= 2 && isoDay.test(first.cells[0]!))
    layout = { format: 'plain', date: 0, usage: 1, headerLine: 0 };
  if (!layout)
    return {
      ok: false,
      format: null,
      problems: [
        {
          line: first.line,
          reason:
            'This is not a usage file the back office reads: it needs AirView’s Date and Usage columns, Care Orchestrator’s Therapy Date and Usage Hours, or date,hours.',
        },
      ],
    };

  const { format } = layout;
  const problems: UsageProblem[] = [];
  const seen = new Map<string, number>();
  const nights: Night[] = [];
  for (const row of rows) {
    if (row.line <= layout.headerLine) continue;
    const dayText = row.cells[layout.date] ?? '';
    const usageText = row.cells[layout.usage] ?? '';
    const night = readDay(dayText, format);
    if (!night) {
      problems.push({
        line: row.line,
        reason: dayText ? `“${dayText}” is not ${dayWords[format]}.` : `The date is missing.`,
      });
      continue;
    }
    const minutes = readMinutes(usageText, format);
    if (minutes === null) {
      problems.push({ line: row.line, reason: `“${usageText}” is not a usage in ${usageWords[format]}.` });
      continue;
    }
    if (minutes > 24 * 60) {
      problems.push({ line: row.line, reason: `${usageText} is more than the 24 hours a night has.` });
      continue;
    }
    if (night > today) {
      problems.push({ line: row.line, reason: `The night of ${night} has not come yet.` });
      continue;
    }
    const twice = seen.get(night);
    if (twice !== undefined) {
      problems.push({ line: row.line, reason: `The night of ${night} is on line ${twice} already.` });
      continue;
    }
    seen.set(night, row.line);
    nights.push({ night, minutes });
  }
  if (problems.length === 0 && nights.length === 0)
    problems.push({
      line: layout.headerLine || first.line,
      reason: 'The file has its columns but no nights.',
    });
  if (problems.length) {
    const named = problems.slice(0, NAMED_PROBLEMS);
    if (problems.length > NAMED_PROBLEMS)
      named.push({
        line: problems[NAMED_PROBLEMS]!.line,
        reason: `…and ${problems.length - NAMED_PROBLEMS} more rows like these.`,
      });
    return { ok: false, format, problems: named };
  }
  return { ok: true, format, nights: nights.sort((a, b) => (a.night < b.night ? -1 : 1)) };
}
