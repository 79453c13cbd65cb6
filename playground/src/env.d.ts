/// <reference types="vite/client" />

/** Monaco contributions imported for their side effects (no .d.ts beside them). */
declare module "monaco-editor/editor/contrib/*";
declare module "monaco-editor/editor/browser/*";
