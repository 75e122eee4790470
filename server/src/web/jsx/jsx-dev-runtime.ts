/** Bun compiles TSX outside production against this entry; it renders the same way. */
export { Fragment, jsx as jsxDEV, type JSX } from "./jsx-runtime.ts";
