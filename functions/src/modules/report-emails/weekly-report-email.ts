import { formatCalendarDate } from '@salesflow/shared/dates/format-date';
import { formatUsd } from '@salesflow/shared/money/money';
import type { Report } from '@salesflow/shared/reports/report';
import { reportCards } from '@salesflow/shared/reports/report-cards';
import {
  countLabel,
  demoCallsNote,
  formatCount,
  formatReportPercent,
  wordsLabel,
} from '@salesflow/shared/reports/report-labels';
import {
  reportPagePath,
  weeklyReportLabel,
  weeklyReportSubject,
} from '@salesflow/shared/reports/weekly-report';
import type { Email } from '../../platform/email/send-email';

/** How many of the report's sources the email lists (the page shows them all). */
export const EMAIL_TOP_SOURCES = 5;

const NO_DATA = 'No data for this period';

interface Section {
  title: string;
  lines: string[];
}

/** What the email tells, in the words and figures the Reports page shows. */
const sectionsOf = (report: Report): Section[] => {
  const { calls } = report;
  return [
    {
      title: 'Key Figures',
      lines: reportCards(report.type, report).map(
        (card) => `${card.label}: ${card.value} · ${card.caption}`,
      ),
    },
    {
      title: 'Top Sources',
      lines: report.sources
        .slice(0, EMAIL_TOP_SOURCES)
        .map(
          (s) =>
            `${wordsLabel(s.source)}: ${formatCount(s.count)} (${formatReportPercent(s.percent)})`,
        ),
    },
    {
      title: 'Deals by Stage',
      lines: report.stages.some((s) => s.count > 0)
        ? report.stages.map(
            (s) => `${wordsLabel(s.stage)}: ${countLabel(s.count, 'deal')} · ${formatUsd(s.value)}`,
          )
        : [],
    },
    {
      title: 'AI Calling Performance',
      lines: [
        `Total Calls: ${formatCount(calls.total)}`,
        `Successful: ${formatCount(calls.successful)}`,
        `Success Rate: ${formatReportPercent(calls.successRate)}`,
        ...(calls.demo > 0 ? [demoCallsNote(calls.demo)] : []),
      ],
    },
    { title: 'Key Insights', lines: report.insights },
    { title: 'Recommendations', lines: report.recommendations },
  ];
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const WHY =
  'You get this email because you turned on “Email me this report weekly” on the Reports page. To stop it, turn that switch off there.';

export interface WeeklyReportEmailInput {
  report: Report;
  organizationName: string;
  to: string;
  appOrigin: string;
}

/**
 * The weekly report as an email: the report's cards, top sources, deals by stage, AI calling
 * figures, key insights and recommendations, as text and as HTML, with a link to the Reports page
 * showing the same report. Every value from the organization (names, sources) is escaped.
 */
export const weeklyReportEmail = ({
  report,
  organizationName,
  to,
  appOrigin,
}: WeeklyReportEmailInput): Email => {
  const title = weeklyReportLabel(report.type, report.range);
  const span = `${formatCalendarDate(report.span.from)} – ${formatCalendarDate(report.span.to)}`;
  const about = `${organizationName} · ${span}`;
  const link = `${appOrigin}${reportPagePath(report.type, report.range)}`;
  const sections = sectionsOf(report);

  const text = [
    title,
    about,
    ...sections.map(({ title: heading, lines }) =>
      [heading, ...(lines.length ? lines.map((line) => `- ${line}`) : [NO_DATA])].join('\n'),
    ),
    `Open this report in SalesFlow: ${link}`,
    WHY,
  ].join('\n\n');

  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;max-width:600px">',
    `<h1 style="font-size:20px;margin:0 0 4px">${escapeHtml(title)}</h1>`,
    `<p style="color:#6b7280;margin:0 0 16px">${escapeHtml(about)}</p>`,
    ...sections.map(({ title: heading, lines }) =>
      [
        `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(heading)}</h2>`,
        lines.length
          ? `<ul style="margin:0;padding-left:20px">${lines
              .map((line) => `<li>${escapeHtml(line)}</li>`)
              .join('')}</ul>`
          : `<p style="color:#6b7280;margin:0">${NO_DATA}</p>`,
      ].join('\n'),
    ),
    `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Open this report in SalesFlow</a></p>`,
    `<p style="color:#6b7280;font-size:12px">${escapeHtml(WHY)}</p>`,
    '</div>',
  ].join('\n');

  return {
    to,
    subject: weeklyReportSubject(report.type, report.range),
    text: `${text}\n`,
    html,
  };
};
