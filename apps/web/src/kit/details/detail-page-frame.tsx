import { useId, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import { Placeholder } from '../../components/ui/placeholder';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';

const WIDTHS = { narrow: 'max-w-5xl', medium: 'max-w-6xl', wide: 'max-w-7xl' } as const;
const BOX = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

/** Where a detail page's record stands: a query's, or a page's own reading of one (a guide's refused trip). */
export interface DetailState<T> {
  isPending: boolean;
  error: unknown;
  data: T | undefined;
}

export interface PageFrameProps<T> {
  state: DetailState<T>;
  /** The page's width: `narrow` for a page of text (visas, study), `wide` (default) for one with a chooser. */
  width?: keyof typeof WIDTHS;
  /** The page's heading while the record loads or is refused (a page whose record names itself), or always. */
  title?: string;
  /** The heading stays above the record too: a page whose record does not name itself (a car's). */
  keepTitle?: boolean;
  /** What a 404 says, when the service has its own words for it; the server's otherwise. */
  notFound?: string;
  /** The way on from a record that cannot be shown (the service's search). */
  back: { to: string; label: string };
  /** The page with its record. */
  children: (data: T) => ReactNode;
}

/**
 * The frame of every service's detail page: its width, the placeholder while the record loads, the refusal (the
 * service's not-found words or the server's, the fields it names, the way back), and then the page's own parts
 * (`Header`, `Columns`, `Section`, `List`, `Facts`, `Aside`). Import it as `Detail` (`Detail.PageFrame`). Drawn by
 * the API too (decision 144): nothing here reads the browser.
 */
export function PageFrame<T>({
  state,
  width = 'wide',
  title,
  keepTitle = false,
  notFound,
  back,
  children,
}: PageFrameProps<T>) {
  const { t } = useTranslation();
  const heading = title ? (
    <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
  ) : null;
  const { error } = state;
  const fields = error instanceof ApiError ? (error.problem?.errors ?? []) : [];
  return (
    <div className={`mx-auto w-full ${WIDTHS[width]} px-4 py-6 sm:px-6 sm:py-8`}>
      {keepTitle || state.isPending || error || state.data === undefined ? heading : null}
      {state.isPending ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-busy="true">
          <Placeholder height="24rem" width="100%" className="rounded-2xl" />
          <Placeholder height="16rem" width="100%" className="hidden rounded-2xl lg:block" />
        </div>
      ) : error || state.data === undefined ? (
        <div className="rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-xl font-semibold text-slate-900">
            {notFound && error instanceof ApiError && error.status === 404 ? notFound : errorMessage(error, t)}
          </p>
          {fields.length ? (
            <ul className="mt-3 text-sm text-red-800">
              {fields.map((f) => (
                <li key={f.field}>{f.message}</li>
              ))}
            </ul>
          ) : null}
          <Link to={back.to} className={buttonClass('secondary', 'mt-6')}>
            {back.label}
          </Link>
        </div>
      ) : (
        children(state.data)
      )}
    </div>
  );
}

/** The record's heading: what kind it is above its name, and a line of facts or a description under it. */
export function Header({ kicker, title, children }: { kicker?: ReactNode; title: ReactNode; children?: ReactNode }) {
  return (
    <header className="space-y-2">
      {kicker ? <p className="text-sm font-semibold text-brand-800">{kicker}</p> : null}
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children}
    </header>
  );
}

/** The record's parts, with the chooser or price box (`Aside`) in a column beside them on a wide screen. */
export function Columns({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="min-w-0 space-y-6">{children}</div>
      {aside}
    </div>
  );
}

/** A box of the record's, named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${BOX} sm:p-6`}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A box of the record's that is a list: papers, rules, requirements. */
export function List({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Section title={title}>
      <ul className="list-disc space-y-1 ps-5 text-slate-800">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}

/** The record's facts, label over value: as tiles, or in one box (`boxed`, beside a picture there if given). */
export function Facts({
  facts,
  boxed = false,
  picture,
}: {
  facts: ReadonlyArray<readonly [string, ReactNode]>;
  boxed?: boolean;
  picture?: ReactNode;
}) {
  if (!boxed)
    return (
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <div className={`${BOX} flex gap-4`}>
      {picture}
      <dl className="grid flex-1 gap-4 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The box beside the record that prices it and leads to the booking: its heading (which names it), what the
 * service asks and shows, and the book button; kept in view while the page scrolls on a wide screen. `busy` dims it
 * while a new price is asked.
 */
export function Aside({
  title,
  label,
  busy = false,
  children,
}: {
  title?: string;
  /** The box's name where it is not its heading. */
  label?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <aside
      aria-label={label}
      aria-labelledby={title && !label ? id : undefined}
      className={`${BOX} space-y-4 lg:sticky lg:top-24 ${busy ? 'opacity-60' : ''}`}
    >
      {title ? (
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
      ) : null}
      {children}
    </aside>
  );
}
