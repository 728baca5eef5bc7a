// HTML for the living documentation's own pages, escaped by construction: every value put into an
// html`…` template is escaped, unless it is itself markup made by html`…` (or a list of such).
// No text of a feature file, a scenario or an error message reaches a page any other way.

class Markup {
  constructor(text) {
    this.text = text;
  }
  toString() {
    return this.text;
  }
}

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an element's content or a quoted attribute value. */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

function render(value) {
  if (value instanceof Markup) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(value);
}

/** A piece of markup: the literal parts as written, each interpolated value escaped (see render). */
export function html(strings, ...values) {
  let text = strings[0];
  values.forEach((value, index) => {
    text += render(value) + strings[index + 1];
  });
  return new Markup(text);
}

/**
 * A style element holding one of the report's own style sheets (a file of scripts/report, never a
 * text from a run). Inlined, so that a page opened from the disk needs nothing else.
 */
export function styleElement(css) {
  if (/<\/style/i.test(css)) throw new Error('a style sheet cannot close its style element');
  return new Markup(`<style>\n${css}</style>`);
}

/** The page as a string, ready to be written. */
export function toDocument(markup) {
  return `<!DOCTYPE html>\n${render(markup)}\n`;
}
