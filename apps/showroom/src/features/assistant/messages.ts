import { defineMessages } from '@carat/ui/i18n';

export const assistantMessages = defineMessages({
  fr: {
    'assistant.open': 'Poser une question',
    'assistant.title': 'Assistant de {name}',
    'assistant.description':
      'Un assistant automatique qui répond à partir des pièces, des horaires et des réponses du bijoutier.',
    'assistant.welcome':
      'Bonjour ! Je peux vous montrer nos pièces, répondre à vos questions et réserver un rendez-vous.',
    'assistant.placeholder': 'Votre message',
    'assistant.send': 'Envoyer',
    'assistant.you': 'Vous',
    'assistant.bot': 'Assistant',
    'assistant.thinking': 'L’assistant écrit…',
    'assistant.talk': 'Parler au bijoutier',
    'assistant.talkText': 'Je voudrais parler au bijoutier.',
    'assistant.restart': 'Nouvelle conversation',
    'assistant.pieces': 'Pièces proposées',
    'assistant.slots': 'Créneaux libres',
    'assistant.booked': 'Rendez-vous réservé',
    'assistant.failed': 'Message non envoyé',
    'assistant.tooLong': '{count} / {max} caractères',
  },
  en: {
    'assistant.open': 'Ask a question',
    'assistant.title': '{name}’s assistant',
    'assistant.description':
      'An automatic assistant that answers from the jeweller’s pieces, opening hours and own answers.',
    'assistant.welcome': 'Hello! I can show you our pieces, answer your questions and book an appointment.',
    'assistant.placeholder': 'Your message',
    'assistant.send': 'Send',
    'assistant.you': 'You',
    'assistant.bot': 'Assistant',
    'assistant.thinking': 'The assistant is writing…',
    'assistant.talk': 'Talk to the jeweller',
    'assistant.talkText': 'I would like to talk to the jeweller.',
    'assistant.restart': 'New conversation',
    'assistant.pieces': 'Suggested pieces',
    'assistant.slots': 'Free slots',
    'assistant.booked': 'Appointment booked',
    'assistant.failed': 'Message not sent',
    'assistant.tooLong': '{count} / {max} characters',
  },
});
