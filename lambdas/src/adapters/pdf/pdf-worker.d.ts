// pdfjs-dist ships no types for its worker module; pdf-text.ts only hands it to pdfjs (pdfjsWorker).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
