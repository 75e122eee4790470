// prom-client's own files for the four classes used (why: prom-client-classes.ts), typed as its
// index types them.
declare module "prom-client/lib/counter" {
  import { Counter } from "prom-client";
  export = Counter;
}
declare module "prom-client/lib/gauge" {
  import { Gauge } from "prom-client";
  export = Gauge;
}
declare module "prom-client/lib/histogram" {
  import { Histogram } from "prom-client";
  export = Histogram;
}
declare module "prom-client/lib/registry" {
  import { Registry } from "prom-client";
  export = Registry;
}
