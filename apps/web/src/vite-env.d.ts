/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Which environment a build is for: local (default), dev, stg or prd. */
  readonly VITE_VOYCE_ENV?: string;
}
