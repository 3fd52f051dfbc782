import { defineMessages } from '@carat/ui/i18n';

/** The sign-up step after payment: its own chunk's texts. */
const fr = {
  'welcome.title': 'Votre boutique',
  'welcome.intro':
    'Deux questions pour que vos prix, vos horaires et vos factures soient ceux de votre boutique. Tout reste modifiable dans Paramètres → Entreprise.',
  'welcome.step': 'Étape {step} sur 2',
  'welcome.shopTitle': 'Votre boutique et son pays',
  'welcome.detailsTitle': 'Devise, heure et taxes',
  'welcome.name': 'Nom de la boutique',
  'welcome.nameHint': 'Le nom que vos clients voient, pas le vôtre.',
  'welcome.country.required': 'Choisissez le pays de la boutique',
  'welcome.locale': 'Nombres et dates',
  'welcome.locale.fr': 'Français (1 234,56)',
  'welcome.locale.en': 'English (1,234.56)',
  'welcome.missing': 'Vos factures dans ce pays doivent porter : {list}. Vous pourrez les saisir plus tard.',
  'welcome.continue': 'Continuer',
  'welcome.back': 'Retour',
  'welcome.skip': 'Passer cette étape',
  'welcome.finish': 'Enregistrer et ouvrir mon espace',
  'welcome.saved': 'Votre boutique est prête',
};

export const welcomeMessages = defineMessages({
  fr,
  en: {
    'welcome.title': 'Your shop',
    'welcome.intro':
      'Two questions so your prices, hours and invoices are your shop’s own. Everything can be changed in Settings → Business.',
    'welcome.step': 'Step {step} of 2',
    'welcome.shopTitle': 'Your shop and its country',
    'welcome.detailsTitle': 'Currency, time and taxes',
    'welcome.name': 'Shop name',
    'welcome.nameHint': 'The name your clients see, not yours.',
    'welcome.country.required': 'Choose the shop’s country',
    'welcome.locale': 'Numbers and dates',
    'welcome.locale.fr': 'Français (1 234,56)',
    'welcome.locale.en': 'English (1,234.56)',
    'welcome.missing': 'Invoices in this country must carry: {list}. You can enter them later.',
    'welcome.continue': 'Continue',
    'welcome.back': 'Back',
    'welcome.skip': 'Skip this step',
    'welcome.finish': 'Save and open my dashboard',
    'welcome.saved': 'Your shop is ready',
  },
});
