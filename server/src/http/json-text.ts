/**
 * A handler's answer already serialised: a handler that keeps a page of JSON between requests
 * (while its rows are unchanged) returns this so the pipeline sends the text as is instead of
 * converting and stringifying the same objects again.
 * @example return new JsonText<Hunt[]>(JSON.stringify(page));
 */
export class JsonText<T> {
  /** Only a type marker: the text is the JSON of a `T`. */
  declare readonly of?: T;
  constructor(readonly text: string) {}
}

/** The JSON text of a handler's answer, serialised or not. */
export const jsonBody = (result: unknown): string => (result instanceof JsonText ? result.text : JSON.stringify(result));
