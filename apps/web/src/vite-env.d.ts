/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_TRPC_PATH?: string;
  readonly VITE_SPONSOR_LINE?: string;
}
