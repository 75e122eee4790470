import * as account from "./account-ops.ts";
import * as channel from "./channel-ops.ts";
import * as component from "./component-ops.ts";
import * as hunt from "./hunt-ops.ts";
import * as market from "./market-ops.ts";
import * as paid from "./paid-ops.ts";
import * as pub from "./public-ops.ts";
import * as quality from "./quality-ops.ts";
import type { AnyOperation } from "./operation.ts";

export {
  type AgentExposure, type AnyOperation, type AuthRule, defineOperation, type HttpMethod,
  type Operation, type OperationInput, type OperationOutput, READ_ONLY, type TierRule,
} from "./operation.ts";

/** Every API operation, keyed by name. Later features add rows here. */
export const operations = {
  healthz: account.healthz,
  register_account: account.registerAccount,
  rotate_api_key: account.rotateApiKey,
  get_account: account.getAccount,
  get_billing_status: account.getBillingStatus,
  get_entitlements: account.getEntitlements,
  list_hunts: hunt.listHunts,
  create_hunt: hunt.createHunt,
  get_hunt: hunt.getHunt,
  update_hunt: hunt.updateHunt,
  delete_hunt: hunt.deleteHunt,
  list_results: hunt.listResults,
  list_hunt_alerts: hunt.listHuntAlerts,
  list_hunt_listings: hunt.listHuntListings,
  scan_hunt: hunt.scanHunt,
  set_alert_feedback: quality.setAlertFeedback,
  list_channels: channel.listChannels,
  create_channel: channel.createChannel,
  update_channel: channel.updateChannel,
  delete_channel: channel.deleteChannel,
  test_channel: channel.testChannel,
  search_components: component.searchComponents,
  get_component: component.getComponent,
  get_component_history: component.getComponentHistory,
  evaluate_listing: component.evaluateListing,
  get_market: market.getMarket,
  get_paid_catalog: paid.getPaidCatalog,
  get_paid_benchmark: paid.getPaidBenchmark,
  list_public_prices: pub.listPublicPrices,
  get_public_category: pub.getPublicCategory,
  get_public_component: pub.getPublicComponent,
  list_public_deals: pub.listPublicDeals,
  get_quality: quality.getQuality,
} as const satisfies Record<string, AnyOperation>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
