import type { AssistantChoice } from '@carat/api-client/react';

/**
 * The conversation kept in the visitor's browser, per showroom, across pages and reloads: its id, the
 * visitor's random token (the only key to it on the server) and the messages shown.
 */
export interface StoredTurn {
  role: 'visitor' | 'assistant';
  text: string;
  choices?: AssistantChoice[];
  booked?: boolean;
}

export interface StoredConversation {
  token: string;
  conversationId: string | null;
  turns: StoredTurn[];
}

const key = (slug: string) => `carat.assistant.${slug}`;

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function loadConversation(slug: string): StoredConversation {
  try {
    const raw = localStorage.getItem(key(slug));
    if (raw) {
      const parsed = JSON.parse(raw) as StoredConversation;
      if (typeof parsed.token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(parsed.token)) return parsed;
    }
  } catch {
    // A private window without storage: the conversation lasts as long as the page.
  }
  return { token: newToken(), conversationId: null, turns: [] };
}

export function saveConversation(slug: string, conversation: StoredConversation) {
  try {
    // The last 60 turns are plenty to pick up where the visitor left.
    localStorage.setItem(
      key(slug),
      JSON.stringify({ ...conversation, turns: conversation.turns.slice(-60) }),
    );
  } catch {
    // Storage full or refused: nothing to do.
  }
}

export function forgetConversation(slug: string): StoredConversation {
  try {
    localStorage.removeItem(key(slug));
  } catch {
    // As above.
  }
  return { token: newToken(), conversationId: null, turns: [] };
}
