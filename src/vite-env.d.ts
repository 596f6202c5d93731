/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides the contact address at build time (docs/product.md). */
  readonly VITE_CONTACT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
