import { defineMessages } from '@carat/ui/i18n';

/** The texts of shared components used by several features (image upload, manual ordering, long lists). */
export const componentMessages = defineMessages({
  fr: {
    'image.choose': 'Téléverser une image',
    'image.replace': 'Remplacer',
    'image.remove': 'Retirer',
    'image.uploading': 'Envoi…',
    'image.hint': 'PNG ou JPEG, 5 Mo au plus.',
    'reorder.up': 'Monter « {name} »',
    'reorder.down': 'Descendre « {name} »',
    'list.loadingMore': 'Chargement de la suite…',
  },
  en: {
    'image.choose': 'Upload an image',
    'image.replace': 'Replace',
    'image.remove': 'Remove',
    'image.uploading': 'Uploading…',
    'image.hint': 'PNG or JPEG, 5 MB at most.',
    'reorder.up': 'Move “{name}” up',
    'reorder.down': 'Move “{name}” down',
    'list.loadingMore': 'Loading more…',
  },
});
