/** The part of autocannon 9's programmatic API the load test uses (the package ships no types). */
declare module "autocannon" {
  namespace autocannon {
    interface Request {
      method?: "GET" | "POST" | "PATCH" | "DELETE" | "PUT";
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: Request, context: any) => Request;
      onResponse?: (status: number, body: string, context: any) => void;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      pipelining?: number;
      requests?: Request[];
      initialContext?: Record<string, unknown>;
    }
    interface Histogram {
      p50: number;
      p90: number;
      p99: number;
      max: number;
      mean: number;
      average: number;
      total: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
      statusCodeStats?: Record<string, { count: number }>;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
