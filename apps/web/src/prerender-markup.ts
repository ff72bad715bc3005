/**
 * The prerendered home page may hold only what the CSP allows: no inline scripts (the router's SSR scroll
 * script) and no style attributes (loading placeholders' sizes). The picture needs neither.
 */
export function stripForCsp(markup: string): string {
  return markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/\sstyle="[^"]*"/g, '');
}

/**
 * Makes the picture's forms inert (not focusable, not submittable) until React renders the live ones: what
 * someone typed into the picture would be lost when the app replaces it, and a form submitted without the
 * app would put its fields (a password) into the address.
 */
export function freezeForms(markup: string): string {
  return markup.replace(/<form\b/g, '<form inert=""');
}

/** The addresses of a markup's pictures fetched ahead of the rest (`fetchpriority="high"`), in order. */
export function firstPictures(markup: string): string[] {
  const pictures: string[] = [];
  for (const [tag] of markup.matchAll(/<img\b[^>]*>/g)) {
    if (!/\sfetchpriority="high"/i.test(tag)) continue;
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src && !pictures.includes(src)) pictures.push(src);
  }
  return pictures;
}
