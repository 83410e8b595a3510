/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_TRPC_PATH?: string;
  readonly VITE_SPONSOR_LINE?: string;
  readonly VITE_MAP_TILE_URL?: string;
}
