/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not the app's own origin; empty in production. */
  readonly VITE_API_ORIGIN?: string;
}
