/**
 * The core contract the plugins build on, imported from one place so a future split of the
 * core touches one file.
 */
export { defineSource, makeListing, nextRequest, SkipSourceError, StopError, RetryLaterError, } from "@rackhunt/core";
