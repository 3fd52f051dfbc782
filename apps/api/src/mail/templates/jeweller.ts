import { type MailLocale, renderLayout } from '#api/mail/layout.ts';
import type { RenderedMail } from '#api/mail/templates.ts';

/**
 * What Carat tells a jeweller without being asked, each behind its switch in Settings → Notifications:
 * the morning's agenda ("Rappels de rendez-vous") and invoices just fallen overdue ("Alertes de paiement").
 */

export interface AgendaLine {
  time: string;
  typeTitle: string;
  clientName: string;
  mode: string;
  pending: boolean;
}

export function jewellerAgendaMail(input: {
  locale: MailLocale;
  businessName: string;
  day: string;
  lines: AgendaLine[];
  dashboardUrl: string;
}): RenderedMail {
  const fr = input.locale === 'fr';
  const count = input.lines.length;
  const lines = input.lines.map(
    (line) =>
      `${line.time} — ${line.typeTitle} — ${line.clientName} (${line.mode})${
        line.pending ? (fr ? ' — à confirmer' : ' — to confirm') : ''
      }`,
  );
  const pending = input.lines.filter((line) => line.pending).length;
  const t = fr
    ? {
        subject: `Vos rendez-vous du jour (${count}) — ${input.day}`,
        title: 'Vos rendez-vous du jour',
        intro:
          count === 1
            ? 'Un rendez-vous vous attend aujourd’hui :'
            : `${count} rendez-vous vous attendent aujourd’hui :`,
        pending: pending ? [`${pending} reste${pending > 1 ? 'nt' : ''} à confirmer.`] : [],
        action: 'Ouvrir mes rendez-vous',
        off: 'Vous pouvez couper ce rappel dans Paramètres → Notifications.',
      }
    : {
        subject: `Today's appointments (${count}) — ${input.day}`,
        title: 'Today’s appointments',
        intro: count === 1 ? 'One appointment today:' : `${count} appointments today:`,
        pending: pending ? [`${pending} still to confirm.`] : [],
        action: 'Open my appointments',
        off: 'You can turn this reminder off in Settings → Notifications.',
      };
  const { html, text } = renderLayout({
    locale: input.locale,
    title: t.title,
    paragraphs: [t.intro, ...lines, ...t.pending, t.off],
    action: { label: t.action, url: input.dashboardUrl },
    signature: `Carat — ${input.businessName}`,
  });
  return { subject: t.subject, html, text };
}

export interface OverdueLine {
  number: string;
  clientName: string;
  amountDue: string;
  dueDate: string;
  daysLate: number;
}

export function overdueInvoicesMail(input: {
  locale: MailLocale;
  businessName: string;
  lines: OverdueLine[];
  dashboardUrl: string;
}): RenderedMail {
  const fr = input.locale === 'fr';
  const count = input.lines.length;
  const lines = input.lines.map((line) =>
    fr
      ? `${line.number} — ${line.clientName || 'client'} — ${line.amountDue} — échue le ${line.dueDate} (${line.daysLate} j de retard)`
      : `${line.number} — ${line.clientName || 'client'} — ${line.amountDue} — due ${line.dueDate} (${line.daysLate} day${line.daysLate > 1 ? 's' : ''} late)`,
  );
  const t = fr
    ? {
        subject:
          count === 1 ? `Facture en retard : ${input.lines[0]!.number}` : `${count} factures en retard`,
        title: count === 1 ? 'Une facture est en retard' : `${count} factures sont en retard`,
        intro: 'Le délai de paiement est passé pour :',
        hint: 'Depuis le registre des factures, renvoyez-la au client ou marquez-la payée si le règlement est arrivé.',
        action: 'Voir les factures en retard',
        off: 'Vous pouvez couper ces alertes dans Paramètres → Notifications.',
      }
    : {
        subject: count === 1 ? `Overdue invoice: ${input.lines[0]!.number}` : `${count} overdue invoices`,
        title: count === 1 ? 'An invoice is overdue' : `${count} invoices are overdue`,
        intro: 'The payment term has passed for:',
        hint: 'From the invoice register, send it to the client again, or mark it paid if the payment arrived.',
        action: 'See overdue invoices',
        off: 'You can turn these alerts off in Settings → Notifications.',
      };
  const { html, text } = renderLayout({
    locale: input.locale,
    title: t.title,
    paragraphs: [t.intro, ...lines, t.hint, t.off],
    action: { label: t.action, url: input.dashboardUrl },
    signature: `Carat — ${input.businessName}`,
  });
  return { subject: t.subject, html, text };
}
