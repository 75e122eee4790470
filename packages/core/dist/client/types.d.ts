import type * as v from "valibot";
import type { AnyOperation, OperationOutput } from "../api/operation.ts";
type Simplify<T> = {
    [K in keyof T]: T[K];
} & {};
type Empty = {};
type In<S> = S extends v.GenericSchema ? v.InferInput<S> : Empty;
/** The object schema of a body: the schema itself, or the object inside its pipe (as at runtime). */
type BodyObject<B> = B extends {
    entries: v.ObjectEntries;
} ? B : B extends {
    pipe: readonly (infer I)[];
} ? Extract<I, v.GenericSchema & {
    entries: v.ObjectEntries;
}> : never;
type PathAndQueryKeys<O extends AnyOperation> = keyof In<O["params"]> | keyof In<O["query"]>;
/** Body arguments: flat when the body is an object without clashing names, else under `body`. */
type BodyArgs<O extends AnyOperation> = O["body"] extends v.GenericSchema ? [BodyObject<O["body"]>] extends [never] ? {
    body: v.InferInput<O["body"]>;
} : [Extract<keyof v.InferInput<BodyObject<O["body"]>>, PathAndQueryKeys<O>>] extends [never] ? v.InferInput<BodyObject<O["body"]>> : {
    body: v.InferInput<O["body"]>;
} : Empty;
/** The single input object of an operation: path params, query and body merged (see `inputLayout`). */
export type OperationArgs<O extends AnyOperation> = Simplify<In<O["params"]> & In<O["query"]> & BodyArgs<O>>;
/** Per-call options of a client method. */
export interface CallOptions {
    signal?: AbortSignal;
    /** Extra headers for this call only. */
    headers?: HeadersInit;
}
/** One client method: the input is optional when no field of it is required. */
export type OperationMethod<O extends AnyOperation> = Empty extends OperationArgs<O> ? (args?: OperationArgs<O>, options?: CallOptions) => Promise<OperationOutput<O>> : (args: OperationArgs<O>, options?: CallOptions) => Promise<OperationOutput<O>>;
/** A client over a table of operations: one method per operation, named like it. */
export type ClientOf<T extends Record<string, AnyOperation>> = {
    readonly [K in keyof T]: OperationMethod<T[K]>;
};
export {};
