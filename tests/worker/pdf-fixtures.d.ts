// Files imported by tests as `?inline` (Vite): a data: URL of their bytes (tests/worker/pdf-text.test.ts).
declare module '*.pdf?inline' {
  const dataUrl: string;
  export default dataUrl;
}
