import { createTranslator, defineMessages } from '@carat/domain/locale';
import { type MailLocale, type RenderedMail, renderMail } from '#api/mail/layout.ts';

/**
 * The team's emails: the invitation with its link (valid seven days), and the note to the
 * business's owner when someone declines.
 */

const texts = defineMessages({
  fr: {
    'invite.subject': 'Invitation à rejoindre {business} sur Carat',
    'invite.title': 'Vous êtes invité·e',
    'invite.who': '{inviter} vous invite à rejoindre l’équipe de {business} sur Carat, en tant que {role}.',
    'invite.how':
      'Ouvrez le lien pour accepter : créez votre compte avec cette adresse email, ou connectez-vous si vous en avez déjà un.',
    'invite.validity':
      'Ce lien est valable 7 jours. Si vous ne connaissez pas {business}, ignorez cet email ou déclinez l’invitation.',
    'invite.action': 'Voir l’invitation',
    'role.admin': 'administrateur',
    'role.staff': 'collaborateur',

    'declined.subject': '{email} a décliné votre invitation',
    'declined.title': 'Invitation déclinée',
    'declined.body':
      '{email} a décliné l’invitation à rejoindre l’équipe de {business}. Sa place est libérée.',
    'declined.action': 'Ouvrir l’équipe',
  },
  en: {
    'invite.subject': 'Invitation to join {business} on Carat',
    'invite.title': 'You are invited',
    'invite.who': '{inviter} invites you to join the {business} team on Carat, as {role}.',
    'invite.how':
      'Open the link to accept: create your account with this email address, or sign in if you already have one.',
    'invite.validity':
      'This link is valid for 7 days. If you do not know {business}, ignore this email or decline the invitation.',
    'invite.action': 'View the invitation',
    'role.admin': 'an administrator',
    'role.staff': 'a staff member',

    'declined.subject': '{email} declined your invitation',
    'declined.title': 'Invitation declined',
    'declined.body': '{email} declined the invitation to join the {business} team. Their seat is free again.',
    'declined.action': 'Open the team',
  },
});

export function teamInvitationMail(input: {
  locale: MailLocale;
  business: string;
  inviter: string;
  role: 'admin' | 'staff';
  url: string;
}): RenderedMail {
  const t = createTranslator(texts, input.locale);
  const { business } = input;
  return renderMail(t('invite.subject', { business }), {
    locale: input.locale,
    title: t('invite.title'),
    paragraphs: [
      t('invite.who', { inviter: input.inviter, business, role: t(`role.${input.role}`) }),
      t('invite.how'),
      t('invite.validity', { business }),
    ],
    action: { label: t('invite.action'), url: input.url },
    signature: 'Carat',
  });
}

export function invitationDeclinedMail(input: {
  locale: MailLocale;
  business: string;
  email: string;
  teamUrl: string;
}): RenderedMail {
  const t = createTranslator(texts, input.locale);
  return renderMail(t('declined.subject', { email: input.email }), {
    locale: input.locale,
    title: t('declined.title'),
    paragraphs: [t('declined.body', { email: input.email, business: input.business })],
    action: { label: t('declined.action'), url: input.teamUrl },
    signature: 'Carat',
  });
}
