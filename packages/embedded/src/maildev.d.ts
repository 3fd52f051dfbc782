// maildev 2 ships no types; we use only its constructor, listen and close (see mailbox.ts).
declare module 'maildev';
