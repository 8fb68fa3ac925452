/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Which environment a build is for: local (default), dev, stg or prd. */
  readonly VITE_VOYCE_ENV?: string;
}

/** A catalog compiled at build time (build/lingui-catalogs.ts): its nesting, Lingui's compiled messages. */
declare module '*.json?lingui' {
  const catalog: import('./i18n/translate').CompiledCatalog;
  export default catalog;
}
declare module '*.json?lingui-pseudo' {
  const catalog: import('./i18n/translate').CompiledCatalog;
  export default catalog;
}
