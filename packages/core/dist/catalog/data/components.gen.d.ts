import { type ComponentRow } from "../component-row.ts";
export declare const COMPONENT_SOURCES: readonly string[];
export declare const COMPONENT_ROWS: readonly ComponentRow[];
