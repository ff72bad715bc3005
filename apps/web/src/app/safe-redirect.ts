/** Only a path on this site may be a post-login target; anything else (another origin, `//host`) goes home. */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
