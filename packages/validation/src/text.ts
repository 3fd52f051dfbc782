/**
 * Control characters no text field of the product accepts: NUL (which PostgreSQL cannot store in text),
 * the other C0 controls and DEL. Tab, line feed and carriage return stay allowed: multi-line texts (notes,
 * messages, descriptions) use them, and in a one-line field they are harmless.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this rule's purpose.
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasForbiddenControl(text: string): boolean {
  return FORBIDDEN_CONTROL.test(text);
}

/**
 * The dotted paths ('name', 'items.0.note') of every string in a parsed JSON value that holds a forbidden
 * control character — keys included, since they become column names or field labels. Bounded by the
 * value's size (a JSON body is at most 1 MB): one pass, no recursion limit needed for JSON depth that
 * JSON.parse accepted.
 */
export function controlCharacterPaths(value: unknown, limit = 20): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length && found.length < limit) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasForbiddenControl(current)) found.push(path || '_');
    } else if (Array.isArray(current)) {
      for (const [i, item] of current.entries())
        stack.push({ value: item, path: path ? `${path}.${i}` : String(i) });
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (hasForbiddenControl(key)) found.push(at);
        else stack.push({ value: item, path: at });
      }
    }
  }
  return found.sort();
}
