/**
 * The prerendered home page may hold only what the CSP allows: no inline scripts (the router's SSR scroll
 * script) and no style attributes (loading placeholders' sizes). The picture needs neither.
 */
export function stripForCsp(markup: string): string {
  return markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/\sstyle="[^"]*"/g, '');
}

/** The attribute a drawn page's style attributes move to, so that the app can put them back before it hydrates. */
export const FRAME_STYLE_ATTRIBUTE = 'data-frame-style';

/**
 * A page the API draws (decision 144) is hydrated by the app rather than drawn anew (decision 148): its style
 * attributes, which the CSP forbids in the markup, are kept as data (inert to the CSP) and set again through the
 * DOM before hydration (`restoreFrameStyles`), so the hydrated page is the app's own render. No inline scripts
 * and none of React's preload links.
 */
export function stripForCspKeepingStyles(markup: string): string {
  return (
    markup
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      // React's own preloads of the pictures it drew (the logo…): not elements of the app's tree, so hydration would
      // stumble over them; the API preloads the page's first pictures in the head (decision 144).
      .replace(/<link\b[^>]*\srel="preload"[^>]*>/g, '')
      .replace(/\sstyle="([^"]*)"/g, ` ${FRAME_STYLE_ATTRIBUTE}="$1"`)
  );
}

/** Puts back the style attributes `stripForCspKeepingStyles` kept as data (through the CSSOM, which the CSP allows). */
export function restoreFrameStyles(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${FRAME_STYLE_ATTRIBUTE}]`)) {
    element.style.cssText = element.getAttribute(FRAME_STYLE_ATTRIBUTE) ?? '';
    element.removeAttribute(FRAME_STYLE_ATTRIBUTE);
  }
}

/** Makes a hydrated page's forms live again (`freezeForms` made them inert in the markup). */
export function thawForms(root: ParentNode): void {
  for (const form of root.querySelectorAll('form[inert]')) form.removeAttribute('inert');
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
