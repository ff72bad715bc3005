/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not the app's own origin; empty in production. */
  readonly VITE_API_ORIGIN?: string;
}

/** A language's contracts messages, made by the build (vite.config.ts, `messagesPerLanguage`; decision 148). */
declare module 'virtual:contract-messages/*' {
  const table: Readonly<Record<string, string>>;
  export default table;
}
