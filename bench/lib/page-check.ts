/**
 * A Lighthouse plug-in that proves a run measured the page it was meant to: once the page has loaded (after the
 * trace has stopped, so it costs the measured load nothing, and before Lighthouse's back/forward-cache check
 * navigates away), a gatherer reads the address, the session left in localStorage and what `<main>` shows, and
 * takes a PNG of the screen; an audit in a category of its own (the performance category is left as it is)
 * keeps the gatherer in the run and puts what it saw into the report. The bench fails a run whose page is not the
 * expected one (a redirect to /login, an error panel, results that never arrived).
 */
import { Audit, Gatherer } from 'lighthouse';

export const PAGE_CHECK_ARTIFACT = 'BenchPageCheck';
export const PAGE_CHECK_AUDIT = 'bench-page-check';
export const PAGE_CHECK_CATEGORY = 'bench-page';

/** What the page must show at the end of the load. */
export interface PageExpectation {
  /** The path the page must end on, decoded (a signed-in page that sent the visitor to /login fails here). */
  path: string;
  /** CSS selector of the content that makes the page what it is (offer cards, the booking form…). */
  selector: string;
  /** At least this many elements must match it. */
  minCount: number;
  /** Data (not interface texts) that must be in `<main>`: booking references, a hotel's name. */
  texts: string[];
  /** A signed-in page: the session token that must still be stored (the app drops it on a 401). */
  token: string | null;
}

/** What the gatherer saw. */
export interface PageState {
  href: string;
  path: string;
  title: string;
  /** Elements matching the expectation's selector. */
  count: number;
  /** The page's first heading in `<main>` and the start of its text, to read in the JSON. */
  heading: string | null;
  mainText: string;
  missingTexts: string[];
  /** null on a page without a session. */
  tokenKept: boolean | null;
}

/**
 * Runs in the page (as source text: a function compiled by the bench's TypeScript loader could carry helpers the
 * page does not have). textContent rather than innerText: no layout, and hidden alternatives (the bookings'
 * table on a phone) still count as content the page received.
 */
const READ_PAGE = `(spec) => {
  const main = document.querySelector('main');
  const text = main ? (main.textContent || '').replace(/\\s+/g, ' ').trim() : '';
  let token = null;
  try { token = localStorage.getItem('authToken'); } catch (e) { token = null; }
  let path = location.pathname;
  try { path = decodeURIComponent(path); } catch (e) { /* kept as it is */ }
  const heading = main && main.querySelector('h1, h2');
  return {
    href: location.href,
    path,
    title: document.title,
    count: document.querySelectorAll(spec.selector).length,
    heading: heading ? (heading.textContent || '').trim() : null,
    mainText: text.slice(0, 300),
    missingTexts: spec.texts.filter((t) => !text.includes(t)),
    tokenKept: spec.token === null ? null : token === spec.token,
  };
}`;

/** The reasons a page state does not meet its expectation (empty: it does). */
export function pageProblems(expect: PageExpectation, state: PageState | null): string[] {
  if (!state) return ['the page check did not run'];
  const problems: string[] = [];
  if (state.path !== expect.path) problems.push(`ended on ${state.path}, expected ${expect.path}`);
  if (expect.token !== null && state.tokenKept !== true) problems.push('the session was no longer stored');
  if (state.count < expect.minCount)
    problems.push(`${state.count} × "${expect.selector}", expected at least ${expect.minCount}`);
  if (state.missingTexts.length) problems.push(`<main> lacks ${state.missingTexts.map((t) => `"${t}"`).join(', ')}`);
  return problems;
}

type GathererContext = Parameters<Gatherer['getArtifact']>[0];

class PageCheckGatherer extends Gatherer {
  override meta = { supportedModes: ['navigation' as const] };

  constructor(private readonly expect: PageExpectation) {
    super();
  }

  override async getArtifact(context: GathererContext) {
    const state = (await context.driver.executionContext.evaluateAsync(
      `(${READ_PAGE})(${JSON.stringify({ selector: this.expect.selector, texts: this.expect.texts, token: this.expect.token })})`,
    )) as PageState;
    const shot = (await context.driver.defaultSession.sendCommand('Page.captureScreenshot', { format: 'png' })) as {
      data: string;
    };
    return { state, screenshotPng: shot.data } as never;
  }
}

export interface PageCheckArtifact {
  state: PageState;
  /** Base64 PNG of the screen at the end of the load (the emulated phone's viewport). */
  screenshotPng: string;
}

class PageCheckAudit extends Audit {
  static override get meta() {
    return {
      id: PAGE_CHECK_AUDIT,
      title: 'The bench found the expected page',
      failureTitle: 'The bench did not find the expected page',
      description: 'Address, session and content at the end of the load (bench/lib/page-check.ts).',
      requiredArtifacts: [PAGE_CHECK_ARTIFACT],
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
    } as never;
  }

  static override audit(artifacts: unknown) {
    const { state } = (artifacts as Record<string, PageCheckArtifact>)[PAGE_CHECK_ARTIFACT]!;
    return { score: null, details: { type: 'debugdata', state } } as never;
  }
}

/**
 * Lighthouse's default config plus the check: one artifact, one audit, one category of its own (to be named in
 * `onlyCategories` beside `performance`).
 */
export function pageCheckConfig(expect: PageExpectation) {
  return {
    extends: 'lighthouse:default' as const,
    artifacts: [{ id: PAGE_CHECK_ARTIFACT, gatherer: { instance: new PageCheckGatherer(expect) } }],
    audits: [{ implementation: PageCheckAudit }],
    categories: {
      [PAGE_CHECK_CATEGORY]: {
        title: 'Bench page check',
        auditRefs: [{ id: PAGE_CHECK_AUDIT, weight: 0 }],
      },
    },
  };
}
