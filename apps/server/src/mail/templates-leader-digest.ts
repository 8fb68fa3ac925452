/**
 * The weekly digest for leaders (jobs/leader-digest.ts): a few figures with their trend against
 * the week before, short lists and one call to action, like the summaries Culture Amp and Peakon
 * send managers. E-mail-safe HTML: tables and inline styles only, no images, no scripts, a
 * plain-text twin with the same content.
 *
 * What goes in is decided by the job from the leader's role: topic titles only for a role that
 * may view insights (a title is written from the insights' words), reach-outs only for one that
 * may view reach-outs, and a reach-out only once its answers are shown (at least k).
 */

/** A figure this week and the week before. */
export type Trend = { current: number; previous: number };

export type LeaderDigest = {
  leaderName: string | null;
  organizationName: string;
  /** Inclusive UTC days, yyyy-MM-dd. */
  week: { first: string; last: string };
  /** Null: the role may see no insight figures. */
  insights: null | {
    newInsights: Trend;
    emergencies: Trend;
    newTopics: Trend;
    /** Null: the role may see counts, not titles. */
    hotTopics: { title: string; current: number; previous: number; isNew: boolean; link: string }[] | null;
    newTopicList: { title: string; count: number; link: string }[] | null;
  };
  /** Null: the role may not view reach-outs. */
  reachouts: null | { title: string; answered: number; audience: number; link: string }[];
  links: {
    /** The one call to action: the dashboard for a role that may view insights, else the page the role may open. */
    cta: { href: string; label: string };
    insights: string | null;
    reachouts: string | null;
    account: string;
    unsubscribe: string;
  };
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const C = {
  primary: '#4F46E5',
  primaryDark: '#3730A3',
  page: '#F7F7FB',
  paper: '#FFFFFF',
  text: '#111827',
  muted: '#5F6673',
  divider: '#E5E7EB',
  critical: '#DC2626',
  low: '#16A34A',
};
const FONT = "font-family:Inter,'Segoe UI',Helvetica,Arial,sans-serif";

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const DAY_YEAR_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const day = (iso: string, withYear = false) => (withYear ? DAY_YEAR_FORMAT : DAY_FORMAT).format(new Date(`${iso}T00:00:00Z`));
export const weekLabel = (w: LeaderDigest['week']) => `${day(w.first)} – ${day(w.last, true)}`;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "▲ 3 more than last week", "▼ 2 fewer…", "No change on last week": words with the arrow, never the arrow alone. */
export function trendWords(t: Trend): { arrow: string; words: string } {
  const d = t.current - t.previous;
  if (d > 0) return { arrow: '▲', words: `${d} more than last week` };
  if (d < 0) return { arrow: '▼', words: `${-d} fewer than last week` };
  return { arrow: '▬', words: 'Same as last week' };
}

type Tile = { label: string; value: string; trend: Trend | null; alarm?: boolean };

function tiles(d: LeaderDigest): Tile[] {
  const out: Tile[] = [];
  if (d.insights) {
    out.push({ label: 'New insights', value: String(d.insights.newInsights.current), trend: d.insights.newInsights });
    out.push({
      label: 'Emergencies raised',
      value: String(d.insights.emergencies.current),
      trend: d.insights.emergencies,
      alarm: d.insights.emergencies.current > 0,
    });
    out.push({ label: 'New topics', value: String(d.insights.newTopics.current), trend: d.insights.newTopics });
  }
  if (d.reachouts) out.push({ label: 'Reach-outs with results', value: String(d.reachouts.length), trend: null });
  return out;
}

function tileHtml(t: Tile, width: number): string {
  const trend = t.trend ? trendWords(t.trend) : null;
  // Colour only where it means something: more emergencies than last week is the alarm.
  const trendColour = t.alarm && t.trend && t.trend.current > t.trend.previous ? C.critical : C.muted;
  return `<td class="tile" width="${width}%" valign="top" style="padding:6px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid ${C.divider};border-radius:10px;background:${C.paper}">
<tr><td style="padding:14px 16px;${FONT}">
<div style="font-size:13px;color:${C.muted};line-height:18px;min-height:36px">${esc(t.label)}</div>
<div style="font-size:30px;font-weight:700;line-height:38px;color:${t.alarm ? C.critical : C.text}">${esc(t.value)}</div>
<div style="font-size:12px;line-height:16px;min-height:32px;color:${trendColour}">${trend ? `<span aria-hidden="true">${trend.arrow}</span> ${esc(trend.words)}` : 'Released this week'}</div>
</td></tr></table></td>`;
}

function section(title: string, rows: string[], empty: string, more?: { href: string; label: string }): string {
  const body = rows.length
    ? rows.join('')
    : `<tr><td style="padding:10px 0;${FONT};font-size:14px;color:${C.muted}">${esc(empty)}</td></tr>`;
  const link = more
    ? `<tr><td style="padding:10px 0 0;${FONT};font-size:13px"><a href="${esc(more.href)}" style="color:${C.primary};text-decoration:none">${esc(more.label)} →</a></td></tr>`
    : '';
  return `<tr><td style="padding:20px 24px 4px">
<div style="${FONT};font-size:16px;font-weight:600;color:${C.text};padding-bottom:6px">${esc(title)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${body}${link}</table>
</td></tr>`;
}

function listRow(href: string, title: string, right: string, note?: string): string {
  return `<tr><td style="padding:10px 0;border-top:1px solid ${C.divider};${FONT};font-size:14px;line-height:20px">
<a href="${esc(href)}" style="color:${C.text};text-decoration:none;font-weight:500">${esc(title)}</a>${note ? ` <span style="font-size:12px;color:${C.primary};white-space:nowrap">${esc(note)}</span>` : ''}
</td><td align="right" valign="top" style="padding:10px 0 10px 12px;border-top:1px solid ${C.divider};${FONT};font-size:13px;line-height:20px;color:${C.muted};white-space:nowrap">${right}</td></tr>`;
}

/** "+2", "−1", "±0": the change on the week before, for a list row. */
const diff = (t: Trend) =>
  t.current > t.previous ? `+${t.current - t.previous}` : t.current < t.previous ? `−${t.previous - t.current}` : '±0';

const percent = (r: { answered: number; audience: number }) => (r.audience > 0 ? Math.round((r.answered / r.audience) * 100) : 0);

export function leaderDigestMail(d: LeaderDigest): { subject: string; text: string; html: string } {
  const range = weekLabel(d.week);
  const subject = `Your weekly Voyce digest: ${d.organizationName}, ${range}`;
  const greeting = d.leaderName ? `Hello ${d.leaderName},` : 'Hello,';
  const intro = `Here is what happened in ${d.organizationName} on Voyce in the seven days to ${day(d.week.last, true)}.`;

  // A new topic already among the hot ones carries its "New" mark there: listed once.
  const hotLinks = new Set((d.insights?.hotTopics ?? []).map((h) => h.link));
  const newOnly = (d.insights?.newTopicList ?? []).filter((t) => !hotLinks.has(t.link));

  // ---- text
  const text: string[] = [greeting, intro];
  for (const t of tiles(d)) text.push(`${t.label}: ${t.value}${t.trend ? ` (${trendWords(t.trend).words.toLowerCase()})` : ''}`);
  if (d.insights?.hotTopics) {
    text.push(
      d.insights.hotTopics.length
        ? `Hot topics this week:\n${d.insights.hotTopics
            .map(
              (h) =>
                `- ${h.title}${h.isNew ? ' (new)' : ''}: ${plural(h.current, 'new insight')} (${trendWords(h).words.toLowerCase()}) ${h.link}`,
            )
            .join('\n')}`
        : 'Hot topics this week: no topic had more than one new insight.',
    );
  }
  if (newOnly.length) {
    text.push(`New topics:\n${newOnly.map((t) => `- ${t.title} (${plural(t.count, 'insight')}) ${t.link}`).join('\n')}`);
  }
  if (d.reachouts) {
    text.push(
      d.reachouts.length
        ? `Reach-outs with results released this week:\n${d.reachouts
            .map((r) => `- ${r.title}: ${r.answered} of ${r.audience} answered (${percent(r)}%) ${r.link}`)
            .join('\n')}`
        : 'Reach-outs with results released this week: none.',
    );
  }
  text.push(`${d.links.cta.label}: ${d.links.cta.href}`);
  text.push(
    `You get this e-mail because you turned on the weekly digest in My Account (${d.links.account}). Figures never name who wrote anything. Unsubscribe: ${d.links.unsubscribe}`,
  );

  // ---- HTML
  const ts = tiles(d);
  const width = Math.floor(100 / Math.max(ts.length, 1));
  // One figure alone (a reach-outs-only role) is the list below it: no lone tile.
  const tileRow =
    ts.length > 1
      ? `<tr><td style="padding:18px 18px 6px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>${ts.map((t) => tileHtml(t, width)).join('')}</tr></table></td></tr>`
      : '';
  const sections: string[] = [];
  if (d.insights?.hotTopics) {
    sections.push(
      section(
        'Hot topics',
        d.insights.hotTopics.map((h) => {
          const tr = trendWords(h);
          return listRow(
            h.link,
            h.title,
            `${plural(h.current, 'insight')}<br><span style="font-size:12px" title="${esc(tr.words)}">${tr.arrow} ${esc(diff(h))} vs last week</span>`,
            h.isNew ? 'New' : undefined,
          );
        }),
        'No topic had more than one new insight this week.',
        d.links.insights ? { href: d.links.insights, label: 'All topics' } : undefined,
      ),
    );
  }
  if (newOnly.length) {
    sections.push(
      section(
        'New topics',
        newOnly.map((t) => listRow(t.link, t.title, esc(plural(t.count, 'insight')))),
        '',
      ),
    );
  }
  if (d.reachouts) {
    sections.push(
      section(
        'Reach-outs with results',
        d.reachouts.map((r) => listRow(r.link, r.title, `${r.answered} of ${r.audience} answered · ${percent(r)}%`)),
        'No reach-out released results this week.',
        d.links.reachouts ? { href: d.links.reachouts, label: 'All reach-outs' } : undefined,
      ),
    );
  }
  if (d.insights && !d.insights.hotTopics) {
    sections.push(
      `<tr><td style="padding:16px 24px 0;${FONT};font-size:13px;line-height:19px;color:${C.muted}">Your role shows you counts only: topic titles and insight text stay in Voyce for roles that may view insights.</td></tr>`,
    );
  }

  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light">
<title>${esc(subject)}</title>
<style>@media (max-width:520px){.tile{display:inline-block!important;width:50%!important;box-sizing:border-box}}</style></head>
<body style="margin:0;padding:0;background:${C.page}">
<div style="display:none;max-height:0;overflow:hidden">${esc(ts.map((t) => `${t.label}: ${t.value}`).join(' · '))}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${C.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:${C.paper};border:1px solid ${C.divider};border-radius:10px">
<tr><td style="background:${C.primary};border-radius:10px 10px 0 0;padding:22px 24px;${FONT}">
<div style="font-size:13px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:#E0E7FF">Voyce · Weekly digest</div>
<div style="font-size:24px;font-weight:700;line-height:30px;color:#FFFFFF;padding-top:4px">${esc(d.organizationName)}</div>
<div style="font-size:14px;color:#E0E7FF;padding-top:2px">${esc(range)}</div>
</td></tr>
<tr><td style="padding:22px 24px 0;${FONT};font-size:14px;line-height:21px;color:${C.text}">${esc(greeting)}<br>${esc(intro)}</td></tr>
${tileRow}
${sections.join('\n')}
<tr><td align="center" style="padding:28px 24px 28px">
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:${C.primary};border-radius:8px">
<a href="${esc(d.links.cta.href)}" style="display:inline-block;padding:12px 22px;${FONT};font-size:15px;font-weight:600;color:#FFFFFF;text-decoration:none">${esc(d.links.cta.label)}</a>
</td></tr></table></td></tr>
</table>
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px"><tr><td style="padding:16px 24px;${FONT};font-size:12px;line-height:18px;color:${C.muted};text-align:center">
You get this e-mail because you turned on the weekly digest in <a href="${esc(d.links.account)}" style="color:${C.muted}">My Account</a>. Figures never name who wrote anything.<br>
<a href="${esc(d.links.unsubscribe)}" style="color:${C.muted}">Unsubscribe</a>
</td></tr></table>
</td></tr></table></body></html>`;
  return { subject, text: text.join('\n\n'), html };
}
