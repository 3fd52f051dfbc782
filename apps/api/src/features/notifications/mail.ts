import { createTranslator, defineMessages } from '@carat/domain/locale';
import { type MailLocale, type RenderedMail, renderMail } from '#api/mail/layout.ts';

/**
 * What Carat tells a jeweller without being asked, each behind its switch in Settings → Notifications:
 * the morning's agenda ("Rappels de rendez-vous") and invoices just fallen overdue ("Alertes de paiement").
 */

const texts = defineMessages({
  fr: {
    'agenda.line': '{time} — {type} — {client} ({mode})',
    'agenda.linePending': '{time} — {type} — {client} ({mode}) — à confirmer',
    'agenda.subject': 'Vos rendez-vous du jour ({count}) — {day}',
    'agenda.title': 'Vos rendez-vous du jour',
    'agenda.introOne': 'Un rendez-vous vous attend aujourd’hui :',
    'agenda.introMany': '{count} rendez-vous vous attendent aujourd’hui :',
    'agenda.pendingOne': '{count} reste à confirmer.',
    'agenda.pendingMany': '{count} restent à confirmer.',
    'agenda.action': 'Ouvrir mes rendez-vous',
    'agenda.off': 'Vous pouvez couper ce rappel dans Paramètres → Notifications.',

    'overdue.lineOne': '{number} — {client} — {amount} — échue le {dueDate} ({days} j de retard)',
    'overdue.lineMany': '{number} — {client} — {amount} — échue le {dueDate} ({days} j de retard)',
    'overdue.subjectOne': 'Facture en retard : {number}',
    'overdue.subjectMany': '{count} factures en retard',
    'overdue.titleOne': 'Une facture est en retard',
    'overdue.titleMany': '{count} factures sont en retard',
    'overdue.intro': 'Le délai de paiement est passé pour :',
    'overdue.hint':
      'Depuis le registre des factures, renvoyez-la au client ou marquez-la payée si le règlement est arrivé.',
    'overdue.action': 'Voir les factures en retard',
    'overdue.off': 'Vous pouvez couper ces alertes dans Paramètres → Notifications.',
  },
  en: {
    'agenda.line': '{time} — {type} — {client} ({mode})',
    'agenda.linePending': '{time} — {type} — {client} ({mode}) — to confirm',
    'agenda.subject': "Today's appointments ({count}) — {day}",
    'agenda.title': 'Today’s appointments',
    'agenda.introOne': 'One appointment today:',
    'agenda.introMany': '{count} appointments today:',
    'agenda.pendingOne': '{count} still to confirm.',
    'agenda.pendingMany': '{count} still to confirm.',
    'agenda.action': 'Open my appointments',
    'agenda.off': 'You can turn this reminder off in Settings → Notifications.',

    'overdue.lineOne': '{number} — {client} — {amount} — due {dueDate} ({days} day late)',
    'overdue.lineMany': '{number} — {client} — {amount} — due {dueDate} ({days} days late)',
    'overdue.subjectOne': 'Overdue invoice: {number}',
    'overdue.subjectMany': '{count} overdue invoices',
    'overdue.titleOne': 'An invoice is overdue',
    'overdue.titleMany': '{count} invoices are overdue',
    'overdue.intro': 'The payment term has passed for:',
    'overdue.hint':
      'From the invoice register, send it to the client again, or mark it paid if the payment arrived.',
    'overdue.action': 'See overdue invoices',
    'overdue.off': 'You can turn these alerts off in Settings → Notifications.',
  },
});

export interface AgendaLine {
  time: string;
  typeTitle: string;
  clientName: string;
  mode: string;
  pending: boolean;
}

/** What both notices know: the business, their lines, where their button goes. */
interface NoticeInput<Line> {
  locale: MailLocale;
  businessName: string;
  lines: Line[];
  dashboardUrl: string;
}

export function jewellerAgendaMail(input: NoticeInput<AgendaLine> & { day: string }): RenderedMail {
  const t = createTranslator(texts, input.locale);
  const count = input.lines.length;
  const lines = input.lines.map((line) =>
    t(line.pending ? 'agenda.linePending' : 'agenda.line', {
      time: line.time,
      type: line.typeTitle,
      client: line.clientName,
      mode: line.mode,
    }),
  );
  const pending = input.lines.filter((line) => line.pending).length;
  return renderMail(t('agenda.subject', { count, day: input.day }), {
    locale: input.locale,
    title: t('agenda.title'),
    paragraphs: [
      t(count === 1 ? 'agenda.introOne' : 'agenda.introMany', { count }),
      ...lines,
      ...(pending ? [t(pending > 1 ? 'agenda.pendingMany' : 'agenda.pendingOne', { count: pending })] : []),
      t('agenda.off'),
    ],
    action: { label: t('agenda.action'), url: input.dashboardUrl },
    signature: `Carat — ${input.businessName}`,
  });
}

export interface OverdueLine {
  number: string;
  clientName: string;
  amountDue: string;
  dueDate: string;
  daysLate: number;
}

export function overdueInvoicesMail(input: NoticeInput<OverdueLine>): RenderedMail {
  const t = createTranslator(texts, input.locale);
  const count = input.lines.length;
  const lines = input.lines.map((line) =>
    t(line.daysLate > 1 ? 'overdue.lineMany' : 'overdue.lineOne', {
      number: line.number,
      client: line.clientName || 'client',
      amount: line.amountDue,
      dueDate: line.dueDate,
      days: line.daysLate,
    }),
  );
  const one = count === 1;
  return renderMail(
    t(one ? 'overdue.subjectOne' : 'overdue.subjectMany', { count, number: input.lines[0]?.number ?? '' }),
    {
      locale: input.locale,
      title: t(one ? 'overdue.titleOne' : 'overdue.titleMany', { count }),
      paragraphs: [t('overdue.intro'), ...lines, t('overdue.hint'), t('overdue.off')],
      action: { label: t('overdue.action'), url: input.dashboardUrl },
      signature: `Carat — ${input.businessName}`,
    },
  );
}
