// Escaping for the HTML the server writes: every value from data or a request goes
// through one of these, in text or in a double-quoted attribute.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in element content and in a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/**
 * A picture's address as an attribute value, or '' for anything that is not a plain web
 * or data image address (a `javascript:` URL, a data URL of another type).
 */
export function imageSource(url: string | undefined): string {
  const value = (url ?? '').trim();
  if (
    /^(https?:)?\/\//i.test(value) ||
    /^\/(?!\/)/.test(value) ||
    /^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(value)
  ) {
    return escapeHtml(value);
  }
  return '';
}

/** A colour from the client config, when it is one (hex or rgb[a]); else undefined. */
export function cssColor(value: string | undefined): string | undefined {
  const color = (value ?? '').trim();
  return /^#[0-9a-f]{3,8}$/i.test(color) || /^rgba?\([\d\s.,%]+\)$/i.test(color) ? color : undefined;
}
