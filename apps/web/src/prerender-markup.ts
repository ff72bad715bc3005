/**
 * The prerendered home page may hold only what the CSP allows: no inline scripts (the router's SSR scroll
 * script) and no style attributes (loading placeholders' sizes). The picture needs neither.
 */
export function stripForCsp(markup: string): string {
  return markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/\sstyle="[^"]*"/g, '');
}
