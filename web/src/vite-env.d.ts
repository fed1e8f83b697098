/** The build's token snapshot file (vite.config.ts, decision 037); null without one. */
declare module 'virtual:chakra-tokens' {
  export const tokenSnapshotUrl: string | null;
}
