/**
 * prom-client's Counter, Gauge, Histogram and Registry, each from its own file: the package
 * index also loads the push gateway (http, https, zlib), the cluster aggregator and the default
 * collectors, which cost `rackhunt serve` 70–170 ms of start-up on a 2-core box and are unused.
 * The version is pinned in server/package.json; test/e2e/proof/metrics.test.ts reads the output.
 */
import Counter from "prom-client/lib/counter";
import Gauge from "prom-client/lib/gauge";
import Histogram from "prom-client/lib/histogram";
import Registry from "prom-client/lib/registry";

export { Counter, Gauge, Histogram, Registry };
